import { LOAD_EVENT_TYPES, checkLoadWindows, type BrokerLoad } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { repostUnbookedLoad, type LoadRow } from '../repository/load-writes';
import { assertVerifiedBroker } from './access';
import { queueBrokerFairness } from '../../market/index';
import { getBrokerLoad } from './get-broker-load';
import { schedulePremiumWindowEnd } from './premium-window';
import { isUnbooked, notUnbooked, ownLoadRow } from './unbooked-refusal';

function pickupWindowErrors(row: LoadRow) {
  const issues = checkLoadWindows({
    pickupWindowStart: row.pickupWindowStart.toISOString(),
    pickupWindowEnd: row.pickupWindowEnd.toISOString(),
    deliveryWindowStart: row.deliveryWindowStart.toISOString(),
    deliveryWindowEnd: row.deliveryWindowEnd.toISOString(),
  });
  return issues.map((i) => ({ field: i.path, message: i.message }));
}

/**
 * POST /api/broker/loads/:id/repost: an unbooked load goes back on the board
 * with a fresh expiry from now, unless its pickup window has already ended.
 */
export async function repostLoad(
  deps: LoadsDeps,
  input: { loadId: string; brokerId: string; expiryHours: number },
): Promise<BrokerLoad> {
  return deps.db.transaction(async (tx) => {
    await assertVerifiedBroker(tx, input.brokerId);
    const current = await ownLoadRow(tx, input.loadId, input.brokerId);
    if (!isUnbooked(current)) throw notUnbooked(current, 'reposted');
    const errors = pickupWindowErrors(current);
    if (errors.length > 0) throw AppError.validation(errors);
    const reposted = await repostUnbookedLoad(tx, input.loadId, input.brokerId, input.expiryHours);
    if (!reposted) {
      const latest = await ownLoadRow(tx, input.loadId, input.brokerId);
      if (!isUnbooked(latest)) throw notUnbooked(latest, 'reposted');
      throw AppError.validation([{ field: 'pickupWindowEnd', message: 'Pickup cannot be in the past' }]);
    }
    await announceLoad(deps, tx, reposted, LOAD_EVENT_TYPES.posted);
    await deps.alerts.createForLoad(tx, reposted.id);
    // A repost starts a new early-access window for a premium load.
    await schedulePremiumWindowEnd(tx, reposted.id, deps.settings.current().premiumWindowMinutes);
    await queueBrokerFairness(tx, input.brokerId);
    return getBrokerLoad(tx, reposted.id, input.brokerId, deps.settings.current());
  });
}
