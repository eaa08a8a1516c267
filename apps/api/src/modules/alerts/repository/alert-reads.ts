import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { ALERT_COLUMNS, type AlertRow } from './alert-rows';

/** The truckers one post batch alerted (each API process first looks for its own sockets among them). */
export async function findBatchTruckers(db: DbExecutor, batchId: string): Promise<string[]> {
  const result = await db.execute<{ truckerId: string }>(sql`
    SELECT trucker_id AS "truckerId" FROM load_alerts WHERE batch_id = ${batchId}`);
  return result.rows.map((r) => r.truckerId);
}

/** The alerts of one post batch to the given truckers, with their load. */
export async function findBatchAlerts(
  db: DbExecutor,
  batchId: string,
  truckerIds: readonly string[],
): Promise<AlertRow[]> {
  const result = await db.execute<AlertRow>(sql`
    SELECT ${ALERT_COLUMNS} FROM load_alerts a JOIN loads l ON l.id = a.load_id
    WHERE a.batch_id = ${batchId} AND a.trucker_id = ANY(${`{${truckerIds.join(',')}}`}::uuid[])`);
  return result.rows;
}

/** The position of an alert in its trucker's inbox, for keyset paging; null when not theirs. */
export async function findAlertCursor(
  db: DbExecutor,
  truckerId: string,
  id: string,
): Promise<{ createdAt: string; id: string } | null> {
  const result = await db.execute<{ createdAt: string; id: string }>(sql`
    SELECT created_at AS "createdAt", id FROM load_alerts WHERE id = ${id} AND trucker_id = ${truckerId}`);
  return result.rows[0] ?? null;
}

/** A page of the trucker's inbox, newest first, after `cursor` (exclusive); `limit` rows at most. */
export async function listAlerts(
  db: DbExecutor,
  truckerId: string,
  cursor: { createdAt: string; id: string } | null,
  limit: number,
): Promise<AlertRow[]> {
  const result = await db.execute<AlertRow>(sql`
    SELECT ${ALERT_COLUMNS} FROM load_alerts a JOIN loads l ON l.id = a.load_id
    WHERE a.trucker_id = ${truckerId}
      ${cursor ? sql`AND (a.created_at, a.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${limit}`);
  return result.rows;
}

export async function countUnreadAlerts(db: DbExecutor, truckerId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM load_alerts WHERE trucker_id = ${truckerId} AND read_at IS NULL`);
  return Number(result.rows[0]?.n ?? 0);
}
