import { sql } from 'drizzle-orm';
import type { AlertEmailMode } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { ALERT_COLUMNS, type AlertRow } from './alert-rows';
import { LOCAL_CLOCK, QUIET_SECONDS_LEFT } from './quiet-hours';

/** Where and when a trucker's alert email may go now. */
export type AlertMailbox = {
  email: string;
  alertEmail: AlertEmailMode;
  paused: boolean;
  /** Seconds until their quiet hours end (0 when outside them). */
  quietSecondsLeft: number;
};

export async function findAlertMailbox(db: DbExecutor, truckerId: string): Promise<AlertMailbox | null> {
  const result = await db.execute<AlertMailbox>(sql`
    SELECT u.email, tr.alert_email AS "alertEmail", tr.alerts_paused AS paused,
      ${QUIET_SECONDS_LEFT} AS "quietSecondsLeft"
    FROM truckers tr JOIN users u ON u.id = tr.user_id ${LOCAL_CLOCK}
    WHERE tr.user_id = ${truckerId}`);
  const row = result.rows[0];
  return row ? { ...row, quietSecondsLeft: Number(row.quietSecondsLeft) } : null;
}

/**
 * Locks the trucker's alerts whose email is still pending (one alert when `alertId` is given),
 * oldest first. SKIP LOCKED: another process already sending them gets none of them, so no
 * alert is emailed twice.
 */
export async function lockPendingAlertEmails(
  tx: DbExecutor,
  truckerId: string,
  alertId: string | null,
): Promise<AlertRow[]> {
  const result = await tx.execute<AlertRow>(sql`
    SELECT ${ALERT_COLUMNS} FROM load_alerts a JOIN loads l ON l.id = a.load_id
    WHERE a.trucker_id = ${truckerId} AND a.email_status = 'pending'
      ${alertId ? sql`AND a.id = ${alertId}` : sql``}
    ORDER BY a.created_at, a.id
    FOR UPDATE OF a SKIP LOCKED`);
  return result.rows;
}

export async function setAlertEmailStatus(
  tx: DbExecutor,
  ids: string[],
  status: 'sent' | 'skipped' | 'none',
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE load_alerts SET email_status = ${status},
      emailed_at = CASE WHEN ${status} = 'sent' THEN now() ELSE emailed_at END
    WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
}

/** The trucker of an alert (the instant-email job carries only the alert id). */
export async function findAlertTrucker(db: DbExecutor, alertId: string): Promise<string | null> {
  const result = await db.execute<{ truckerId: string }>(sql`
    SELECT trucker_id AS "truckerId" FROM load_alerts WHERE id = ${alertId}`);
  return result.rows[0]?.truckerId ?? null;
}
