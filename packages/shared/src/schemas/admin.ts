import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { BROKER_STATUSES } from './broker-application';
import { MEMBERSHIP_LIMITS as L, isoDateTime, requiredText } from './formats';

/** GET /api/admin/overview: live counts for the admin dashboard. */
export const adminOverview = z.object({
  pendingApplications: z.number().int(),
  usersByRole: z.object({
    trucker: z.number().int(),
    broker: z.number().int(),
    admin: z.number().int(),
    none: z.number().int(),
  }),
  suspendedUsers: z.number().int(),
  brokersByStatus: z.object({
    pending: z.number().int(),
    verified: z.number().int(),
    rejected: z.number().int(),
  }),
  openInviteRequests: z.number().int(),
  pendingInvitations: z.number().int(),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorEmail: z.string().nullable(),
      targetType: z.string(),
      targetId: z.string().nullable(),
      at: isoDateTime,
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const USER_STATUSES = ['active', 'suspended', 'unconfirmed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES).nullable(),
  status: z.enum(USER_STATUSES),
  brokerStatus: z.enum(BROKER_STATUSES).nullable(),
  companyName: z.string().nullable(),
  suspendedAt: isoDateTime.nullable(),
  suspendedReason: z.string().nullable(),
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  role: z.enum([...ROLES, 'none', 'all']).default('all'),
  status: z.enum([...USER_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

export const adminUserList = z.object({
  items: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserList>;

/** POST /api/admin/users/:id/suspend */
export const suspendUserInput = z.object({ reason: requiredText('Reason', L.reason) });
export type SuspendUserInput = z.infer<typeof suspendUserInput>;

export const idParams = z.object({ id: z.uuid('Not a valid id') });
