import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../../db/client';
import { notify } from '../../../db/notify';
import { insertJobs } from '../../jobs/index';
import { recordAlerted } from '../../matching/index';
import { ALERT_BATCH_CHANNEL, ALERT_JOBS, DIGEST_MS, digestJob, type AlertBatchNotice } from '../channel';
import { findAlertCandidates } from '../repository/alert-candidates';
import { insertAlertBatch, type CreatedAlert } from '../repository/alert-writes';

/**
 * Alerts for a load just posted, reposted or re-rated, in the caller's transaction: one matching
 * query (a prepared statement) over the truckers whose reach holds the pickup (only those at or
 * above their threshold and not paused, and to whom the
 * load is visible now: a premium load inside its early-access window alerts only truckers with
 * early access; the window-end job calls this again for the others), one INSERT of
 * the new alerts (never a second one per trucker and load), their email jobs, and one NOTIFY
 * for the batch that every API process turns into `alert.created` for its own sockets at commit.
 */
export async function createAlertsForLoad(
  tx: DbExecutor,
  loadId: string,
  premiumWindowMinutes: number,
): Promise<CreatedAlert[]> {
  const candidates = await findAlertCandidates(tx, loadId, premiumWindowMinutes);
  const batchId = randomUUID();
  const created = await insertAlertBatch(tx, loadId, batchId, candidates);
  if (created.length === 0) return created;
  await recordAlerted(tx, loadId, created);

  const pending = created.filter((a) => a.emailStatus === 'pending');
  // Instant: a job per alert, held until the trucker's quiet hours end.
  await insertJobs(
    tx,
    ALERT_JOBS.instant,
    pending
      .filter((a) => a.alertEmail === 'instant')
      .map((a) => ({ payload: { alertId: a.id }, delayMs: Math.ceil(a.quietSecondsLeft) * 1000 })),
  );
  // Digest: one queued job per trucker and window; the first alert of a window schedules it.
  await insertJobs(
    tx,
    ALERT_JOBS.digest,
    pending
      .filter((a) => a.alertEmail === 'digest')
      .map((a) => digestJob(a.truckerId, Math.max(DIGEST_MS, Math.ceil(a.quietSecondsLeft) * 1000))),
  );
  const notice: AlertBatchNotice = { batchId, loadId };
  // Joins the caller's batched NOTIFY when there is one (db/notify.ts batchNotifications).
  await notify(tx, ALERT_BATCH_CHANNEL, JSON.stringify(notice));
  return created;
}
