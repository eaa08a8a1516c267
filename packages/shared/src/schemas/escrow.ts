// Escrow actions on a contract (issue 11, ADR 15): funding, disputes, cancellation and an admin's resolution.
import { z } from 'zod';
import {
  CONTRACT_PAYMENT_STATUSES,
  CONTRACT_STATUSES,
  DISPUTE_RESOLUTIONS,
  ESCROW_STATUSES,
} from '../domain/contracts';
import { isoDateTime, requiredText } from './formats';
import { sandboxCardInput } from './sandbox-card';

/** Limits of the escrow texts. */
export const ESCROW_LIMITS = { reason: 2000, note: 2000 } as const;

/**
 * POST /api/contracts/:id/fund (the spec's create-payment-intent). The
 * sandbox provider takes `card` (test cards only); Stripe takes a
 * PaymentMethod id made by Stripe.js (`paymentMethodId`, pm_…). The server
 * says which one its provider needs (400 naming the missing field).
 */
export const fundContractInput = z.object({
  card: sandboxCardInput.optional(),
  paymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]+$/, 'Payment method must be a Stripe PaymentMethod id (pm_…)')
    .optional(),
});
export type FundContractInput = z.infer<typeof fundContractInput>;

/** One funding attempt (a card charge) as the broker sees it. */
export const contractPaymentView = z.object({
  id: z.uuid(),
  attempt: z.number().int(),
  status: z.enum(CONTRACT_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  cardLast4: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ContractPaymentView = z.infer<typeof contractPaymentView>;

/** The answer to a successful funding: the charge and the contract's escrow now held. */
export const fundContractResponse = z.object({
  payment: contractPaymentView,
  contractId: z.uuid(),
  status: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
});
export type FundContractResponse = z.infer<typeof fundContractResponse>;

/** POST /api/contracts/:id/dispute (the broker, within AUTO_RELEASE_HOURS of the proof of delivery). */
export const disputeContractInput = z.object({
  reason: requiredText('Reason', ESCROW_LIMITS.reason),
});
export type DisputeContractInput = z.infer<typeof disputeContractInput>;

/** POST /api/contracts/:id/cancel (the broker or the trucker, before pickup). */
export const cancelContractInput = z.object({
  reason: requiredText('Reason', ESCROW_LIMITS.reason),
});
export type CancelContractInput = z.infer<typeof cancelContractInput>;

const shareCents = (label: string) =>
  z
    .number({ error: `${label} must be whole cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} must be zero or more`)
    .optional();

/**
 * POST /api/admin/contracts/:id/resolve. A split names all three shares in
 * cents, which must add up to the contract's total (the server checks the sum:
 * 400 naming `truckerCents`); the broker's share is refunded to the card.
 */
export const resolveDisputeInput = z
  .object({
    resolution: z.enum(DISPUTE_RESOLUTIONS, { error: 'Choose release, refund or split' }),
    truckerCents: shareCents('Trucker share'),
    brokerCents: shareCents('Broker share'),
    platformCents: shareCents('Platform share'),
    note: requiredText('Note', ESCROW_LIMITS.note),
  })
  .superRefine((input, ctx) => {
    if (input.resolution !== 'split') return;
    for (const field of ['truckerCents', 'brokerCents', 'platformCents'] as const) {
      if (input[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'A split names all three shares' });
      }
    }
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInput>;

const disputeParty = z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() });

/** A dispute as an admin reviews it (GET /api/admin/disputes: open ones first, then the newest). */
export const adminDisputeView = z.object({
  contractId: z.uuid(),
  contractNumber: z.number().int(),
  loadId: z.uuid().nullable(),
  loadNumber: z.number().int().nullable(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
  totalCents: z.number().int(),
  truckerCents: z.number().int(),
  brokerCents: z.number().int(),
  platformCents: z.number().int(),
  broker: disputeParty,
  trucker: disputeParty,
  reason: z.string(),
  openedAt: isoDateTime,
  /** Open until an admin resolves it. */
  open: z.boolean(),
  resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
  resolvedTruckerCents: z.number().int().nullable(),
  resolvedBrokerCents: z.number().int().nullable(),
  resolvedPlatformCents: z.number().int().nullable(),
  note: z.string().nullable(),
  resolvedAt: isoDateTime.nullable(),
  resolvedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type AdminDisputeView = z.infer<typeof adminDisputeView>;

export const ADMIN_DISPUTE_FILTERS = ['all', 'open', 'resolved'] as const;

/** GET /api/admin/disputes */
export const adminDisputesQuery = z.object({
  status: z.enum(ADMIN_DISPUTE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuery>;

export const adminDisputeList = z.object({
  items: z.array(adminDisputeView),
  total: z.number().int(),
  /** Open disputes in all (the queue's badge). */
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminDisputeList = z.infer<typeof adminDisputeList>;

/** The answer to a resolution: the dispute as resolved. */
export const resolveDisputeResponse = adminDisputeView;
export type ResolveDisputeResponse = AdminDisputeView;

/**
 * The money side of a contract as its parties see it (part of contractView):
 * when it was funded, released or refunded, the TONU fee, the pickup and
 * proof-of-delivery times, and the dispute window.
 */
export const contractEscrowView = z.object({
  tonuFeeCents: z.number().int(),
  fundedAt: isoDateTime.nullable(),
  releasedAt: isoDateTime.nullable(),
  refundedAt: isoDateTime.nullable(),
  pickedUpAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  /** AUTO_RELEASE_HOURS after the proof of delivery: the dispute deadline and the automatic release. */
  releaseDueAt: isoDateTime.nullable(),
  dispute: z
    .object({
      reason: z.string(),
      openedAt: isoDateTime,
      resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
      resolvedAt: isoDateTime.nullable(),
    })
    .nullable(),
  /** A card charge of this contract is being made right now. */
  paymentProcessing: z.boolean(),
});
export type ContractEscrowView = z.infer<typeof contractEscrowView>;
