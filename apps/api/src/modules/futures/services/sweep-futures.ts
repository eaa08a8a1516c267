import type { FuturesDeps } from '../deps';
import { announceFuture, announcePrecommitment } from '../events';
import { expireEndedFutures } from '../repository/futures';
import { expireDuePrecommitments } from '../repository/precommitments';

const BATCH = 500;

/**
 * Records what every read and lock already enforce: open futures past their end date (today in
 * FUTURES_TIME_ZONE) and open rate futures at or past expires_at become `expired`, one UPDATE per
 * batch with its `futures` events in its transaction, so open screens drop them. Safe on several
 * processes at once (each row is expired once). Returns how many of each it expired.
 */
export async function sweepFutures(
  deps: Pick<FuturesDeps, 'db' | 'live'>,
): Promise<{ futures: number; precommitments: number }> {
  let futures = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const rows = await expireEndedFutures(tx, BATCH);
      for (const { id } of rows) await announceFuture(deps, tx, { id, status: 'expired' });
      return rows.length;
    });
    futures += n;
    if (n < BATCH) break;
  }
  let precommitments = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const rows = await expireDuePrecommitments(tx, BATCH);
      for (const { id } of rows) await announcePrecommitment(deps, tx, { id, status: 'expired' });
      return rows.length;
    });
    precommitments += n;
    if (n < BATCH) break;
  }
  return { futures, precommitments };
}
