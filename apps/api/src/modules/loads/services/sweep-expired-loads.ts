import { LOAD_EVENT_TYPES } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { expireDueLoads } from '../repository/load-status';

const BATCH = 200;

/**
 * Records what the queries already enforce: active loads past their expiry
 * become `expired` (in batches, each with its events in its transaction), so
 * open boards drop the card and brokers see it. Safe on several processes at
 * once. Returns how many loads it expired.
 */
export async function sweepExpiredLoads(deps: Pick<LoadsDeps, 'db' | 'live'>): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await deps.db.transaction(async (tx) => {
      const rows = await expireDueLoads(tx, BATCH);
      for (const row of rows) {
        await announceLoad(deps, tx, { ...row, status: 'expired' }, LOAD_EVENT_TYPES.removed);
      }
      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}
