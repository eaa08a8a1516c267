import { LOAD_EVENT_TYPES, type BrokerLoad, type EditLoadData } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { updateUnbookedLoad, type LoadContent, type LoadRow } from '../repository/load-writes';
import { assertVerifiedBroker } from './access';
import { queueBrokerFairness } from '../../market/index';
import { getBrokerLoad } from './get-broker-load';
import { prepareLoadContent } from './load-content';
import { isUnbooked, notUnbooked, ownLoadRow } from './unbooked-refusal';
import { schedulePremiumWindowEnd } from './premium-window';

/** What the match score reads of a load; an edit of anything else alerts nobody new. */
const MATCHED_FIELDS = [
  'pickupLat',
  'pickupLng',
  'deliveryLat',
  'deliveryLng',
  'pickupWindowStart',
  'pickupWindowEnd',
  'equipment',
  'weightLbs',
  'lengthFt',
  'rateCents',
  'miles',
] as const satisfies readonly (keyof LoadRow & keyof LoadContent)[];

function changesMatching(before: LoadRow, after: LoadContent): boolean {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  return MATCHED_FIELDS.some((f) => !same(before[f], after[f]));
}

/**
 * PUT /api/broker/loads/:id: a verified broker edits an unbooked load (the
 * expiry stays). One conditional update: if a trucker books it meanwhile,
 * the booking wins and the edit is a 409.
 */
export async function editLoad(
  deps: LoadsDeps,
  input: { loadId: string; brokerId: string; load: EditLoadData },
): Promise<BrokerLoad> {
  return deps.db.transaction(async (tx) => {
    await assertVerifiedBroker(tx, input.brokerId);
    const current = await ownLoadRow(tx, input.loadId, input.brokerId);
    if (!isUnbooked(current)) throw notUnbooked(current, 'edited');
    const content = prepareLoadContent(input.load);
    const updated = await updateUnbookedLoad(tx, input.loadId, input.brokerId, content);
    if (!updated) throw notUnbooked(await ownLoadRow(tx, input.loadId, input.brokerId), 'edited');
    await announceLoad(deps, tx, updated, updated.status === 'active' ? LOAD_EVENT_TYPES.updated : null);
    // A raised rate or new lane, windows or freight may match truckers it did not (never twice);
    // a load no longer premium is open to every trucker at once.
    if (
      updated.status === 'active' &&
      (changesMatching(current, content) || current.premium !== content.premium)
    ) {
      await deps.alerts.createForLoad(tx, updated.id);
    }
    // Made premium while inside what would be its window: the window's end opens it to everyone.
    if (updated.status === 'active') {
      await schedulePremiumWindowEnd(tx, updated.id, deps.settings.current().premiumWindowMinutes);
    }
    await queueBrokerFairness(tx, input.brokerId);
    return getBrokerLoad(tx, updated.id, input.brokerId, deps.settings.current());
  });
}
