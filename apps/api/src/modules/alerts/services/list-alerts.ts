import type { AlertsResponse } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { DbExecutor } from '../../../db/client';
import { countUnreadAlerts, findAlertCursor, listAlerts } from '../repository/alert-reads';
import { toLoadAlert } from '../views';

/** GET /api/trucker/alerts: the trucker's inbox, newest first, `limit` per page after `before`. */
export async function listTruckerAlerts(
  db: DbExecutor,
  truckerId: string,
  query: { before?: string | undefined; limit: number },
): Promise<AlertsResponse> {
  const cursor = query.before ? await findAlertCursor(db, truckerId, query.before) : null;
  if (query.before && !cursor) {
    throw AppError.validation([{ field: 'before', message: 'No such alert in your inbox' }]);
  }
  const rows = await listAlerts(db, truckerId, cursor, query.limit + 1);
  const items = rows.slice(0, query.limit).map(toLoadAlert);
  return { items, unread: await countUnreadAlerts(db, truckerId), hasMore: rows.length > query.limit };
}
