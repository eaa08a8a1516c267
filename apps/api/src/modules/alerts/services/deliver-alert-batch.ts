import { ALERT_EVENTS } from '@haulclub/shared';
import type { AlertsDeps } from '../deps';
import type { AlertBatchNotice } from '../channel';
import { findBatchAlerts, findBatchTruckers } from '../repository/alert-reads';
import { toLoadAlert } from '../views';

/**
 * On a batch NOTIFY (every process gets it): reads who the batch alerted, then only the alerts of
 * those followed by this process's sockets (`user:<id>` topics; most processes hold none of a
 * post's truckers, and then read no more), and hands them `alert.created`, without another NOTIFY
 * per alert. Returns how many alerts went to local sockets.
 */
export async function deliverAlertBatch(
  deps: Pick<AlertsDeps, 'db' | 'live'>,
  notice: AlertBatchNotice,
): Promise<number> {
  const followed = (await findBatchTruckers(deps.db, notice.batchId)).filter((id) =>
    deps.live.hasLocalSubscribers(`user:${id}`),
  );
  if (followed.length === 0) return 0;
  const rows = await findBatchAlerts(deps.db, notice.batchId, followed);
  let delivered = 0;
  for (const row of rows) {
    const topic = `user:${row.truckerId}`;
    if (!deps.live.hasLocalSubscribers(topic)) continue;
    deps.live.deliverLocal(topic, ALERT_EVENTS.created, toLoadAlert(row));
    delivered += 1;
  }
  return delivered;
}
