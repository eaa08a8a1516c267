import { sql } from 'drizzle-orm';
import type { AlertEmailMode, MatchReason } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { LOCAL_CLOCK, QUIET_NOW, QUIET_SECONDS_LEFT } from './quiet-hours';

/** A trucker the matching query scored for a load. */
export interface AlertCandidate {
  truckerId: string;
  score: number;
  reasons: MatchReason[];
}

/** An alert just created, with what its email needs. */
export type CreatedAlert = {
  id: string;
  truckerId: string;
  score: number;
  silent: boolean;
  emailStatus: 'none' | 'pending';
  alertEmail: AlertEmailMode;
  /** Seconds until the trucker's quiet hours end (0 when outside them). */
  quietSecondsLeft: number;
};

/**
 * One statement for one post: keeps the candidates at or above their trucker's threshold whose
 * alerts are not paused, stores one alert each (silent inside their quiet hours; email pending
 * for instant and digest), never a second one for the same (trucker, load). Returns only the
 * alerts this call created.
 */
export async function insertAlertBatch(
  tx: DbExecutor,
  loadId: string,
  batchId: string,
  candidates: AlertCandidate[],
): Promise<CreatedAlert[]> {
  if (candidates.length === 0) return [];
  const json = JSON.stringify(
    candidates.map((c) => ({ trucker_id: c.truckerId, score: c.score, reasons: c.reasons })),
  );
  // The candidates' truckers by primary key (the planner cannot size the JSON records and would
  // otherwise hash-join a scan of every trucker).
  const ids = `{${candidates.map((c) => c.truckerId).join(',')}}`;
  const result = await tx.execute<CreatedAlert>(sql`
    WITH c AS (
      SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS c(trucker_id uuid, score smallint, reasons jsonb)
    ), t AS (
      SELECT c.trucker_id, c.score, c.reasons, tr.alert_email,
        ${QUIET_NOW} AS silent, ${QUIET_SECONDS_LEFT} AS quiet_left
      FROM c JOIN truckers tr ON tr.user_id = c.trucker_id ${LOCAL_CLOCK}
      WHERE tr.user_id = ANY(${ids}::uuid[]) AND c.score >= tr.alert_threshold AND NOT tr.alerts_paused
    ), ins AS (
      INSERT INTO load_alerts (trucker_id, load_id, batch_id, score, reasons, silent, email_status)
      SELECT trucker_id, ${loadId}::uuid, ${batchId}::uuid, score, reasons, silent,
        CASE WHEN alert_email IN ('instant', 'digest') THEN 'pending' ELSE 'none' END
      FROM t ORDER BY trucker_id
      ON CONFLICT (trucker_id, load_id) DO NOTHING
      RETURNING id, trucker_id, silent, email_status
    )
    SELECT ins.id, ins.trucker_id AS "truckerId", t.score, ins.silent, ins.email_status AS "emailStatus",
      t.alert_email AS "alertEmail", t.quiet_left AS "quietSecondsLeft"
    FROM ins JOIN t USING (trucker_id)`);
  return result.rows.map((r) => ({
    ...r,
    score: Number(r.score),
    quietSecondsLeft: Number(r.quietSecondsLeft),
  }));
}

/** How many of `ids` are the trucker's (to refuse others' ids before anything changes). */
export async function countOwnAlerts(tx: DbExecutor, truckerId: string, ids: string[]): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM load_alerts
    WHERE trucker_id = ${truckerId} AND id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Marks the trucker's given alerts (or all of them) read. */
export async function markAlertsRead(tx: DbExecutor, truckerId: string, ids: string[] | null): Promise<void> {
  await tx.execute(sql`
    UPDATE load_alerts SET read_at = now()
    WHERE trucker_id = ${truckerId} AND read_at IS NULL
      ${ids ? sql`AND id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``}`);
}
