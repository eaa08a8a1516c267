import { ALERT_EVENTS } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { AlertsDeps } from '../deps';
import { countUnreadAlerts } from '../repository/alert-reads';
import { countOwnAlerts, markAlertsRead } from '../repository/alert-writes';

/**
 * POST /api/trucker/alerts/read: the given alerts (all of them the trucker's, else 404 and
 * nothing changes) or every alert. Every open tab's bell hears the new count (`alert.read`).
 */
export async function markTruckerAlertsRead(
  deps: Pick<AlertsDeps, 'db' | 'live'>,
  truckerId: string,
  ids: string[] | undefined,
): Promise<{ unread: number }> {
  return deps.db.transaction(async (tx) => {
    const unique = ids ? [...new Set(ids)] : null;
    if (unique && (await countOwnAlerts(tx, truckerId, unique)) !== unique.length) {
      throw AppError.notFound('An alert');
    }
    await markAlertsRead(tx, truckerId, unique);
    const unread = await countUnreadAlerts(tx, truckerId);
    await deps.live.publish(`user:${truckerId}`, ALERT_EVENTS.read, { unread }, tx);
    return { unread };
  });
}
