/**
 * Contracts and escrow (issue 11, ADR 15): the statuses, their labels as the
 * spec words them, and the money rules' constants.
 */

/** pending (awaiting signatures) → signed (both signed: Active) → executed (paid out: Completed), or cancelled. */
export const CONTRACT_STATUSES = ['pending', 'signed', 'executed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The spec's labels: on the contract page, and on the dashboard's tabs and badges. */
export const CONTRACT_STATUS_LABELS = {
  pending: { detail: 'Pending Signature', dashboard: 'Pending' },
  signed: { detail: 'Active', dashboard: 'Active' },
  executed: { detail: 'Completed', dashboard: 'Completed' },
  cancelled: { detail: 'Cancelled', dashboard: 'Cancelled' },
} as const satisfies Record<ContractStatus, { detail: string; dashboard: string }>;

/**
 * pending (Payment Pending) → held (Funds Secured) → released (Payment Released);
 * refunded when a cancellation or a dispute returns the money to the broker.
 * A dispute is a flag on a held contract, not a status.
 */
export const ESCROW_STATUSES = ['pending', 'held', 'released', 'refunded'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

export const ESCROW_STATUS_LABELS = {
  pending: 'Payment Pending',
  held: 'Funds Secured',
  released: 'Payment Released',
  refunded: 'Refunded',
} as const satisfies Record<EscrowStatus, string>;

/** The two signing parties. */
export const CONTRACT_PARTIES = ['broker', 'trucker'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/** Held money releases by itself this long after the proof of delivery unless the broker disputes. */
export const AUTO_RELEASE_HOURS = 24;

/** Truck order not used: paid to the trucker from escrow when the broker cancels after the trucker signed. */
export const DEFAULT_TONU_FEE_CENTS = 15_000;

/** Payouts are promised within this many hours of the release (the product aims for minutes). */
export const PAYOUT_PROMISE_HOURS = 24;

/** What a broker's contracts say until the broker sets their own defaults. */
export const DEFAULT_CONTRACT_TERMS = {
  paymentTerms:
    'The broker funds escrow when both parties have signed. HaulClub releases the funds when the broker confirms delivery, or by itself 24 hours after the proof of delivery unless the broker disputes it, and pays the trucker 80% within 24 hours.',
  cancellationPolicy:
    'Either party may cancel before pickup. If the broker cancels after the trucker has signed, the trucker is paid a truck-order-not-used (TONU) fee from escrow.',
  insuranceRequirements:
    'The trucker carries at least $750,000 auto liability and $100,000 cargo insurance for the whole haul.',
} as const;

/** A funding attempt's card charge: processing until the provider answers. */
export const CONTRACT_PAYMENT_STATUSES = ['processing', 'succeeded', 'declined', 'failed'] as const;
export type ContractPaymentStatus = (typeof CONTRACT_PAYMENT_STATUSES)[number];

/**
 * A member's payout of one contract's share: due (waiting for a payout account
 * or the queue), pending (the provider is paying it), paid, or failed (the
 * provider refused it for good; an admin retries it).
 */
export const PAYOUT_STATUSES = ['due', 'pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A refund of (part of) a contract's card charge, made by a durable job. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How an admin resolved a dispute. */
export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'split'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
