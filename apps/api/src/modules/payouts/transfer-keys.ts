import type { ContractParty } from '@haulclub/shared';
import { contractTransferGroup } from '../payments/index';

/** The job that pays one member's share of one contract (queued by applyContractEvent, readiness, the sweeper). */
export const PAYOUT_JOB = 'payouts.pay';

/** The dedupe key of a payout's job: at most one queued `payouts.pay` per payout (as applyContractEvent queues it). */
export const payoutJobKey = (contractId: string, member: ContractParty) => `payout:${contractId}:${member}`;

/**
 * The dedupe key of the job an account turning ready queues. Not the release's
 * key: a queued job that is already running would absorb the request (the
 * queue folds a second enqueue into a queued job) and end without seeing the
 * account ready. Two jobs for one payout are safe: the second finds it paid.
 */
export const payoutReadyJobKey = (contractId: string, member: ContractParty) =>
  `${payoutJobKey(contractId, member)}:ready`;

/**
 * The provider's idempotency key of a payout attempt, derived from the ledger
 * hold of that attempt (ADR 15): every re-send of a pending payout uses the
 * same key, so the provider makes one transfer however often it is asked; a
 * new attempt (after a final failure) has a new hold, hence a new key.
 */
export const payoutIdempotencyKey = (holdTransferId: string) => `payout:${holdTransferId}`;

/** The contract a provider transfer group names (contractTransferGroup's inverse), or null. */
export function contractIdOfGroup(group: string | null | undefined): string | null {
  const id = group?.split(':')[1];
  return id && UUID.test(id) && contractTransferGroup(id) === group ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
