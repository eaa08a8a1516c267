import { ALERT_EVENTS } from '@haulclub/shared';
import type { AlertsDeps } from '../deps';
import type { AlertBatchNotice } from '../channel';
import { findBatchAlerts } from '../repository/alert-reads';
import { toLoadAlert } from '../views';

/**
 * On a batch NOTIFY (every process gets it): reads the batch once and hands `alert.created` to
 * this process's sockets that follow the alerted truckers' `user:<id>` topics, without another
 * NOTIFY per alert. Returns how many alerts went to local sockets.
 */
export async function deliverAlertBatch(
  deps: Pick<AlertsDeps, 'db' | 'live'>,
  notice: AlertBatchNotice,
): Promise<number> {
  const rows = await findBatchAlerts(deps.db, notice.batchId);
  let delivered = 0;
  for (const row of rows) {
    const topic = `user:${row.truckerId}`;
    if (!deps.live.hasLocalSubscribers(topic)) continue;
    deps.live.deliverLocal(topic, ALERT_EVENTS.created, toLoadAlert(row));
    delivered += 1;
  }
  return delivered;
}
