// Payouts of released money (issue 11, ADR 15): the admin's payout queue and its retry.
import { z } from 'zod';
import { CONTRACT_PARTIES, PAYOUT_STATUSES } from '../domain/contracts';
import { isoDateTime, pageQuery } from './formats';
import { PAYOUT_READINESS } from './payments';

/**
 * GET /api/admin/payouts. `status` filters the queue: `open` (the default)
 * is due, pending and failed; `all` adds the paid ones. Failed payouts come
 * first, then pending, then due, then paid; the oldest first within each.
 */
export const ADMIN_PAYOUT_FILTERS = ['open', 'all', ...PAYOUT_STATUSES] as const;
export type AdminPayoutFilter = (typeof ADMIN_PAYOUT_FILTERS)[number];

export const adminPayoutListQuery = pageQuery.extend({
  status: z
    .enum(ADMIN_PAYOUT_FILTERS, { error: 'Choose open, all, due, pending, paid or failed' })
    .default('open'),
});
export type AdminPayoutListQuery = z.input<typeof adminPayoutListQuery>;

/** One member's payout of one contract's share, as the admin's queue shows it. */
export const adminPayout = z.object({
  id: z.uuid(),
  status: z.enum(PAYOUT_STATUSES),
  /** Which share of the contract: the trucker's 80% or the broker's 10%. */
  member: z.enum(CONTRACT_PARTIES),
  amountCents: z.number().int(),
  /** Provider calls made so far (each request of the payout counts once). */
  attempts: z.number().int(),
  /** Why the last attempt failed, or what the provider reported later (a reversal); null when none. */
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The provider's transfer once paid (tr_… at Stripe). */
  providerTransferId: z.string().nullable(),
  /** The payee and whether their payout account can receive money now (a due payout waits for `ready`). */
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    readiness: z.enum(PAYOUT_READINESS),
  }),
  contract: z.object({
    id: z.uuid(),
    /** "City, ST → City, ST" of the contract's load. */
    route: z.string(),
    totalCents: z.number().int(),
  }),
});
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminPayoutList = z.object({
  items: z.array(adminPayout),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Payouts per status over the whole queue (not only this page): the screen's tab badges. */
  counts: z.object({
    due: z.number().int(),
    pending: z.number().int(),
    paid: z.number().int(),
    failed: z.number().int(),
  }),
});
export type AdminPayoutList = z.infer<typeof adminPayoutList>;

/**
 * POST /api/admin/payouts/:id/retry: a failed payout becomes due again and is
 * queued (409 when it is not failed). No body; the answer is the payout.
 */
export const retryPayoutResponse = adminPayout;
export type RetryPayoutResponse = z.infer<typeof retryPayoutResponse>;

/**
 * Live: `payout.updated` on the `admin` topic whenever a payout changes
 * (requested, paid, failed, retried, a reversal noted), so the admin's payout
 * queue refetches. Ids and status only; the parties get `contract.updated`.
 */
export const PAYOUT_EVENT_TYPES = { updated: 'payout.updated' } as const;
export const payoutEvent = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  member: z.enum(CONTRACT_PARTIES),
  status: z.enum(PAYOUT_STATUSES),
});
export type PayoutEvent = z.infer<typeof payoutEvent>;
