import { LOAD_EVENT_TYPES, type BrokerLoad, type PostLoadData } from '@haulclub/shared';
import { batchNotifications } from '../../../db/notify';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { insertLoadIfVerified, type LoadContent } from '../repository/load-writes';
import { assertVerifiedBroker, notVerified } from './access';
import { queueBrokerFairness } from '../../market/index';
import { getBrokerLoad } from './get-broker-load';
import { prepareLoadContent } from './load-content';
import { schedulePremiumWindowEnd } from './premium-window';

/** POST /api/broker/loads: a verified broker posts a load; it is on the board at once. */
export async function postLoad(deps: LoadsDeps, brokerId: string, input: PostLoadData): Promise<BrokerLoad> {
  return deps.db.transaction(async (tx) => {
    let content: LoadContent;
    try {
      content = prepareLoadContent(input);
    } catch (error) {
      // An unverified broker is told that first (403), whatever else is wrong with the load.
      await assertVerifiedBroker(tx, brokerId);
      throw error;
    }
    // The live events, the alert batch's and the job runners' wake-ups go out in one NOTIFY
    // statement at the end (delivered on commit, in order).
    return batchNotifications(tx, async () => {
      // Inserted only while the broker is verified: the check and the insert are one statement.
      const load = await insertLoadIfVerified(tx, brokerId, content, input.expiryHours);
      if (!load) throw notVerified();
      await announceLoad(deps, tx, load, LOAD_EVENT_TYPES.posted);
      await deps.alerts.createForLoad(tx, load.id);
      // Only a premium load has an early-access window to end.
      if (content.premium) {
        await schedulePremiumWindowEnd(tx, load.id, deps.settings.current().premiumWindowMinutes);
      }
      const posted = await getBrokerLoad(tx, load.id, brokerId, deps.settings.current());
      // Last: the broker's queued fairness job is one row per broker, locked by this insert until
      // commit, so the broker's next post waits on it; held for as short a time as possible (only
      // the batched NOTIFY statement comes between it and the commit).
      await queueBrokerFairness(tx, brokerId);
      return posted;
    });
  });
}
