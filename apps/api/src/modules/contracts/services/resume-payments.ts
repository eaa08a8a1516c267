import type { ContractsDeps } from '../deps';
import { staleProcessingPayments } from '../repository/contract-payments';
import { settleFundingAttempt } from './fund-contract';

/** Job kind: settles funding attempts a crash or an outage left processing. */
export const RESUME_PAYMENTS_JOB = 'payments.resume';

/** An attempt younger than this may still be waiting for its provider answer in a live request. */
export const RESUME_AFTER_MS = 60_000;

/**
 * The payments.resume job (queued by the escrow sweeper and on boot): each
 * funding attempt still processing a minute after it began is settled from
 * the provider by its idempotency key (findCharge): a charge that was made
 * is recorded (a success funds escrow: nothing is lost between the charge and
 * the database), and an attempt the provider never charged is failed, so the
 * broker may try again. An outage throws: the job retries with the same keys.
 */
export async function resumePayments(
  deps: ContractsDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const stale = await staleProcessingPayments(
    deps.db,
    new Date(now.getTime() - RESUME_AFTER_MS),
    options.limit ?? 100,
  );
  for (const payment of stale) {
    const result = await deps.provider.findCharge(payment.idempotencyKey);
    await deps.db.transaction((tx) =>
      settleFundingAttempt(
        deps,
        tx,
        payment.id,
        result ? { result } : { failed: 'The charge was not made; try again' },
      ),
    );
    deps.log.info({ paymentId: payment.id, outcome: result?.status ?? 'none' }, 'funding attempt resumed');
  }
  return stale.length;
}
