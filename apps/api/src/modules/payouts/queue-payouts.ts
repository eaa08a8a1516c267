import type { DbExecutor } from '../../db/client';
import { insertJob } from '../jobs/index';
import type { PayoutsDeps } from './deps';
import { dueContractsOf, findStrandedPayouts } from './repository';
import { PAYOUT_JOB, payoutJobKey, payoutReadyJobKey } from './transfer-keys';

/**
 * Queues `payouts.pay` for every due payout of a member, in the caller's
 * transaction (the one that made their payout account ready): the balance
 * kept in payable:<member> is paid the moment the account can receive it.
 */
export async function queueDuePayouts(tx: DbExecutor, userId: string): Promise<number> {
  const due = await dueContractsOf(tx, userId);
  for (const { contractId, member } of due) {
    await insertJob(
      tx,
      PAYOUT_JOB,
      { contractId, member },
      { dedupeKey: payoutReadyJobKey(contractId, member) },
    );
  }
  return due.length;
}

/** A pending payout whose last provider call is older than this (and has no queued job) is re-sent. */
export const PAYOUT_STALE_SECONDS = 5 * 60;

/**
 * The payouts sweeper (every PAYOUT_SWEEP_INTERVAL_MS on every process):
 * re-queues payouts whose job went missing, so a crash between the ledger and
 * the provider never loses a payout. A pending payout is re-sent with the same
 * idempotency key (never requested again), so it never pays twice either.
 */
export async function sweepPayouts(
  deps: Pick<PayoutsDeps, 'db' | 'provider' | 'log'>,
  staleSeconds = PAYOUT_STALE_SECONDS,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const stranded = await findStrandedPayouts(tx, deps.provider.name, staleSeconds, 500);
    for (const { contractId, member } of stranded) {
      await insertJob(
        tx,
        PAYOUT_JOB,
        { contractId, member },
        { dedupeKey: payoutJobKey(contractId, member) },
      );
    }
    if (stranded.length > 0) deps.log.info({ count: stranded.length }, 'payouts re-queued by the sweeper');
    return stranded.length;
  });
}
