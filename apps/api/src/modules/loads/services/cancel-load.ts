import { LOAD_EVENT_TYPES, type BrokerLoad } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { cancelUnbookedLoad } from '../repository/load-writes';
import { getBrokerLoad } from './get-broker-load';
import { notUnbooked, ownLoadRow } from './unbooked-refusal';

/**
 * POST /api/broker/loads/:id/cancel: the broker takes an unbooked load off
 * the board. Cancelling a cancelled load again answers it unchanged; a booked
 * load is a 409 (an admin can cancel it).
 */
export async function cancelLoad(
  deps: LoadsDeps,
  input: { loadId: string; brokerId: string; reason: string | undefined },
): Promise<BrokerLoad> {
  return deps.db.transaction(async (tx) => {
    const cancelled = await cancelUnbookedLoad(tx, {
      id: input.loadId,
      brokerId: input.brokerId,
      reason: input.reason ?? null,
    });
    if (!cancelled) {
      const current = await ownLoadRow(tx, input.loadId, input.brokerId);
      if (current.status !== 'cancelled') throw notUnbooked(current, 'cancelled');
    } else {
      await announceLoad(deps, tx, cancelled, LOAD_EVENT_TYPES.removed);
    }
    return getBrokerLoad(tx, input.loadId, input.brokerId, deps.settings.current());
  });
}
