import { z } from 'zod';
import { emailAddress } from './auth';
import { MEMBERSHIP_LIMITS as L, isoDateTime, optionalText } from './formats';

/** An invitation is valid this long after it was (re)sent. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_KINDS = ['trucker', 'broker'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** Derived from the timestamps: pending until accepted, revoked or past expires_at. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST /api/broker/invitations: a verified broker invites a trucker. */
export const createTruckerInvitationInput = z.object({
  email: emailAddress,
  note: optionalText('Note', L.note),
});
export type CreateTruckerInvitationInput = z.input<typeof createTruckerInvitationInput>;

/** POST /api/admin/invitations: an admin invites a broker or a trucker (optionally for a broker). */
export const createAdminInvitationInput = z.object({
  email: emailAddress,
  kind: z.enum(INVITATION_KINDS, { error: 'Choose trucker or broker' }),
  note: optionalText('Note', L.note),
  /** For a trucker invitation: the verified broker the trucker will belong to. */
  brokerId: z.uuid('Choose a broker from the list').optional(),
});
export type CreateAdminInvitationInput = z.input<typeof createAdminInvitationInput>;

/** An invitation as its sender (or an admin) sees it. The code itself is only ever in the email. */
export const invitation = z.object({
  id: z.uuid(),
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  note: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  broker: z.object({ id: z.uuid(), companyName: z.string() }).nullable(),
  expiresAt: isoDateTime,
  lastSentAt: isoDateTime,
  sendCount: z.number().int(),
  acceptedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Invitation = z.infer<typeof invitation>;

export const invitationList = z.object({ items: z.array(invitation) });
export type InvitationList = z.infer<typeof invitationList>;

/** GET /api/invitations/lookup?code=: what a sign-up page may show about an invitation link. */
export const invitationLookupQuery = z.object({
  code: z.string().trim().min(1, 'Code is required').max(200),
});
export const invitationLookup = z.object({
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  invitedByName: z.string(),
  brokerCompanyName: z.string().nullable(),
  note: z.string().nullable(),
  expiresAt: isoDateTime,
});
export type InvitationLookup = z.infer<typeof invitationLookup>;

/** A trucker of the broker (GET /api/broker/truckers). */
export const brokerTrucker = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  truckType: z.string().nullable(),
  homeBase: z.string().nullable(),
  onboardingComplete: z.boolean(),
  suspended: z.boolean(),
  joinedAt: isoDateTime,
});
export type BrokerTrucker = z.infer<typeof brokerTrucker>;

export const brokerTruckersResponse = z.object({
  truckers: z.array(brokerTrucker),
  invitations: z.array(invitation),
});
export type BrokerTruckersResponse = z.infer<typeof brokerTruckersResponse>;

/** Admin queue of public Get Invited requests. */
export const adminInviteRequest = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  message: z.string(),
  status: z.enum(['new', 'invited', 'dismissed']),
  invitationId: z.uuid().nullable(),
  handledBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  handledAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type AdminInviteRequest = z.infer<typeof adminInviteRequest>;

export const adminInviteRequestList = z.object({
  items: z.array(adminInviteRequest),
  total: z.number().int(),
});
export type AdminInviteRequestList = z.infer<typeof adminInviteRequestList>;

export const adminInviteRequestListQuery = z.object({
  status: z.enum(['new', 'invited', 'dismissed', 'all']).default('new'),
});

/** POST /api/admin/invite-requests/:id/invite: one click; optionally for a broker. */
export const inviteFromRequestInput = z.object({
  brokerId: z.uuid('Choose a broker from the list').optional(),
});
export type InviteFromRequestInput = z.infer<typeof inviteFromRequestInput>;

/** The verified brokers an admin can attach a trucker invitation to. */
export const brokerOption = z.object({ id: z.uuid(), companyName: z.string(), mcNumber: z.string() });
export const brokerOptionList = z.object({ items: z.array(brokerOption) });
export type BrokerOption = z.infer<typeof brokerOption>;
