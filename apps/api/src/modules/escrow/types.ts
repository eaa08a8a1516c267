import type { ContractParty, ContractStatus, EscrowStatus, Split } from '@haulclub/shared';
import type { TransferInput } from '../ledger/index';

/** Who receives a payout of released money (the platform's share stays in platform_revenue). */
export type PayoutMember = ContractParty;

/**
 * One member's payout of what this contract owes them: `due` until
 * requested, `pending` while the provider pays (a hold payable → payouts),
 * `paid` when it confirmed; a failure voids the hold and makes it `due` again.
 */
export interface PayoutState {
  cents: number;
  status: 'none' | 'due' | 'pending' | 'paid';
  /** Requests made so far: each attempt has its own transfer ids. */
  attempts: number;
}

export interface DisputeState {
  reason: string;
  openedAt: Date;
  /** How an admin resolved it; null while open. */
  resolution: Resolution['kind'] | null;
}

/** The money side of one contract: what the escrow rules read and return. */
export interface EscrowState {
  contractId: string;
  brokerId: string;
  truckerId: string;
  totalCents: number;
  split: Split;
  tonuFeeCents: number;
  status: ContractStatus;
  escrowStatus: EscrowStatus;
  signedBy: Record<ContractParty, boolean>;
  pickedUp: boolean;
  /** Proof-of-delivery time. */
  podAt: Date | null;
  dispute: DisputeState | null;
  payouts: Record<PayoutMember, PayoutState>;
}

/**
 * How an admin resolves a dispute: release as agreed (80/10/10), refund the
 * broker in full, or a split of the total among the trucker, a refund to the
 * broker and the platform, which must sum to the total.
 */
export type Resolution =
  | { kind: 'release' }
  | { kind: 'refund' }
  | { kind: 'split'; truckerCents: number; brokerCents: number; platformCents: number };

export type CancelledBy = 'broker' | 'trucker' | 'admin';

export type EscrowEvent =
  | { type: 'sign'; party: ContractParty }
  /** The broker's card was charged for the total. */
  | { type: 'fund' }
  /** The broker's card was declined: nothing moves. */
  | { type: 'fundDeclined' }
  | { type: 'pickUp' }
  | { type: 'deliver' }
  /** The broker confirms delivery. */
  | { type: 'confirm' }
  /** The job that releases held money AUTO_RELEASE_HOURS after the POD. */
  | { type: 'autoRelease' }
  | { type: 'dispute'; reason: string }
  | { type: 'resolve'; resolution: Resolution }
  | { type: 'cancel'; by: CancelledBy }
  | { type: 'payoutRequested'; member: PayoutMember }
  | { type: 'payoutPaid'; member: PayoutMember }
  | { type: 'payoutFailed'; member: PayoutMember };

export type EscrowEventType = EscrowEvent['type'];

export interface EscrowContext {
  /** The event's time (UTC): the POD time, a dispute's opening, the auto-release check. */
  now: Date;
}

/** The ledger accounts a contract's money moves between. */
export const ACCOUNT_ROLES = [
  'funding',
  'broker_wallet',
  'escrow',
  'payable_trucker',
  'payable_broker',
  'platform_revenue',
  'payouts_trucker',
  'payouts_broker',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * A ledger transfer with account roles instead of account ids (a post or void
 * names only its hold). `resolveTransfers` turns it into a TransferInput.
 */
export type TransferSpec = Omit<TransferInput, 'debitAccountId' | 'creditAccountId'> & {
  debit?: AccountRole;
  credit?: AccountRole;
};

export interface EscrowOutcome {
  state: EscrowState;
  transfers: TransferSpec[];
}
