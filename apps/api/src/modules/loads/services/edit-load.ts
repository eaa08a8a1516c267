import { LOAD_EVENT_TYPES, type BrokerLoad, type EditLoadData } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { updateUnbookedLoad } from '../repository/load-writes';
import { assertVerifiedBroker } from './access';
import { getBrokerLoad } from './get-broker-load';
import { prepareLoadContent } from './load-content';
import { isUnbooked, notUnbooked, ownLoadRow } from './unbooked-refusal';

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
    return getBrokerLoad(tx, updated.id, input.brokerId);
  });
}
