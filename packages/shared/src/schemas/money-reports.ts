// The money screens' read APIs (issue 11): the broker's payments, the trucker's earnings and the admin's
// escrow, ledger and reconciliation overview. Amounts are integer cents; times ISO 8601 UTC.
import { z } from 'zod';
import {
  CONTRACT_PAYMENT_STATUSES,
  CONTRACT_STATUSES,
  ESCROW_STATUSES,
  PAYOUT_STATUSES,
  REFUND_STATUSES,
} from '../domain/contracts';
import { PAYMENT_PROVIDERS } from './payments';
import { isoDateTime } from './formats';

/** How many rows each list of a money report returns at most (newest first). */
export const MONEY_REPORT_LIMITS = { default: 50, max: 200 } as const;

/** How many weeks the trucker's weekly chart covers (this week and the 11 before it). */
export const EARNINGS_CHART_WEEKS = 12;

/** ?limit= of the money reports: each list returns its newest `limit` rows. */
export const moneyReportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MONEY_REPORT_LIMITS.max).default(MONEY_REPORT_LIMITS.default),
});
export type MoneyReportQuery = z.infer<typeof moneyReportQuery>;

const place = z.object({ city: z.string(), state: z.string() });

/** The load a contract moves: its number and lane (a futures contract: no load number, its lane's ends). */
export const moneyLane = z.object({
  loadNumber: z.number().int().nullable(),
  pickup: place,
  delivery: place,
});
export type MoneyLane = z.infer<typeof moneyLane>;

const contractRef = {
  contractId: z.uuid(),
  contractNumber: z.number().int(),
  lane: moneyLane,
};

/** One funding attempt (card charge) of the broker's. */
export const brokerPaymentRow = z.object({
  id: z.uuid(),
  ...contractRef,
  attempt: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(CONTRACT_PAYMENT_STATUSES),
  cardLast4: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type BrokerPaymentRow = z.infer<typeof brokerPaymentRow>;

/** A contract's escrow as its broker sees it. `dispute` is null, `open` or `resolved`. */
export const brokerEscrowRow = z.object({
  ...contractRef,
  contractStatus: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
  totalCents: z.number().int(),
  fundedAt: isoDateTime.nullable(),
  releasedAt: isoDateTime.nullable(),
  refundedAt: isoDateTime.nullable(),
  dispute: z.enum(['open', 'resolved']).nullable(),
});
export type BrokerEscrowRow = z.infer<typeof brokerEscrowRow>;

/** A refund of (part of) a contract's charge. */
export const brokerRefundRow = z.object({
  id: z.uuid(),
  ...contractRef,
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  cardLast4: z.string().nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type BrokerRefundRow = z.infer<typeof brokerRefundRow>;

/** A member's payout of their share of one contract. */
export const memberPayoutRow = z.object({
  id: z.uuid(),
  ...contractRef,
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type MemberPayoutRow = z.infer<typeof memberPayoutRow>;

/** GET /api/broker/payments: each list newest first, at most `limit` rows; `counts` are the full totals. */
export const brokerPayments = z.object({
  payments: z.array(brokerPaymentRow),
  escrow: z.array(brokerEscrowRow),
  refunds: z.array(brokerRefundRow),
  payouts: z.array(memberPayoutRow),
  counts: z.object({
    payments: z.number().int(),
    escrow: z.number().int(),
    refunds: z.number().int(),
    payouts: z.number().int(),
  }),
  limit: z.number().int(),
});
export type BrokerPayments = z.infer<typeof brokerPayments>;

/** One of the trucker's contracts with their share and its payout. */
export const truckerEarningRow = z.object({
  ...contractRef,
  contractStatus: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
  totalCents: z.number().int(),
  /** The trucker's 80% as signed. */
  shareCents: z.number().int(),
  /** What is being or was paid out (the share, a TONU fee or a dispute's split); null before a release. */
  payoutCents: z.number().int().nullable(),
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type TruckerEarningRow = z.infer<typeof truckerEarningRow>;

/**
 * GET /api/trucker/earnings. `paidCents`: payouts paid to the trucker.
 * `inEscrowCents`: the trucker's share of their contracts whose escrow is held
 * (funded, not yet released). `pendingCents`: the share of signed contracts
 * not yet funded, plus payouts released to the trucker and not yet paid.
 * `weekly`: paid cents per week (Monday 00:00 UTC) for the last 12 weeks, oldest first.
 */
export const truckerEarnings = z.object({
  totals: z.object({
    paidCents: z.number().int(),
    inEscrowCents: z.number().int(),
    pendingCents: z.number().int(),
  }),
  loads: z.array(truckerEarningRow),
  loadCount: z.number().int(),
  limit: z.number().int(),
  weekly: z.array(
    z.object({ weekStart: z.string().describe('YYYY-MM-DD, a Monday'), paidCents: z.number().int() }),
  ),
});
export type TruckerEarnings = z.infer<typeof truckerEarnings>;

const countAndCents = z.object({ count: z.number().int(), cents: z.number().int() });

export const RECONCILIATION_KINDS = ['charge', 'refund', 'transfer'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** A contract whose ledger and provider disagree about one kind of money. */
export const reconciliationDifference = z.object({
  contractId: z.uuid(),
  contractNumber: z.number().int(),
  kind: z.enum(RECONCILIATION_KINDS),
  ledgerCents: z.number().int(),
  providerCents: z.number().int(),
  /** A charge, refund or payout of this contract is being made right now: the difference may close by itself. */
  inFlight: z.boolean(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

const accountTotals = z.object({
  debitsPending: z.number().int(),
  debitsPosted: z.number().int(),
  creditsPending: z.number().int(),
  creditsPosted: z.number().int(),
});

/** A ledger account whose stored totals differ from what its transfers add up to. */
export const ledgerDifference = z.object({
  accountId: z.number().int(),
  code: z.string(),
  userId: z.uuid().nullable(),
  contractId: z.uuid().nullable(),
  actual: accountTotals,
  expected: accountTotals,
});
export type LedgerDifference = z.infer<typeof ledgerDifference>;

/** GET /api/admin/payments */
export const adminPayments = z.object({
  escrow: z.object({
    pending: countAndCents,
    held: countAndCents,
    released: countAndCents,
    refunded: countAndCents,
  }),
  ledger: z.object({
    /** Sum over all accounts of credits minus debits, posted and pending: both must be 0. */
    postedCents: z.number().int(),
    pendingCents: z.number().int(),
    balanced: z.boolean(),
    /** The platform's 10% (and dispute splits' platform parts), posted. */
    platformRevenueCents: z.number().int(),
    /** Accounts whose totals differ from their transfers (empty when reconciled). */
    differences: z.array(ledgerDifference),
  }),
  reconciliation: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Contracts with money (a ledger charge or a charge attempt), all of them. */
    contractsWithMoney: z.number().int(),
    /** The newest `limit` of them, compared with the provider. */
    contractsChecked: z.number().int(),
    differences: z.array(reconciliationDifference),
    /** The provider could not be asked (its message); the differences are then unknown. */
    error: z.string().nullable(),
    checkedAt: isoDateTime,
  }),
});
export type AdminPayments = z.infer<typeof adminPayments>;
