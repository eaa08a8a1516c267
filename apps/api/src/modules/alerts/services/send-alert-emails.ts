import { z } from 'zod';
import type { JobContext } from '../../jobs/index';
import type { AlertsDeps } from '../deps';
import { ALERT_JOBS } from '../channel';
import { digestAlertEmail, instantAlertEmail } from '../emails';
import {
  findAlertMailbox,
  findAlertTrucker,
  lockPendingAlertEmails,
  setAlertEmailStatus,
  type AlertMailbox,
} from '../repository/alert-email';
import type { AlertRow } from '../repository/alert-rows';
import { toLoadAlert } from '../views';

type Deps = Pick<AlertsDeps, 'db' | 'config' | 'mail' | 'jobs'>;

/**
 * Sends the trucker's pending alert emails (one alert, or all for a digest) in one transaction
 * with the rows locked (SKIP LOCKED), so two processes never email the same alert. Paused or
 * email off now → none; a load no longer on the board → skipped; the rest → sent.
 */
async function sendPending(
  deps: Deps,
  truckerId: string,
  mailbox: AlertMailbox,
  alertId: string | null,
  compose: (first: AlertRow, all: AlertRow[]) => Parameters<Deps['mail']['enqueue']>[0],
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockPendingAlertEmails(tx, truckerId, alertId);
    if (mailbox.paused || mailbox.alertEmail === 'off') {
      await setAlertEmailStatus(
        tx,
        rows.map((r) => r.id),
        'none',
      );
      return 0;
    }
    const active = rows.filter((r) => r.loadStatus === 'active');
    await setAlertEmailStatus(
      tx,
      rows.filter((r) => r.loadStatus !== 'active').map((r) => r.id),
      'skipped',
    );
    const [first] = active;
    if (!first) return 0;
    await deps.mail.enqueue(compose(first, active), tx);
    await setAlertEmailStatus(
      tx,
      active.map((r) => r.id),
      'sent',
    );
    return active.length;
  });
}

/** `alerts.email-instant` {alertId}: one email for one alert, once the trucker's quiet hours end. */
export async function sendInstantAlertEmail(
  deps: Deps,
  payload: Record<string, unknown>,
  ctx: Pick<JobContext, 'log'>,
): Promise<void> {
  const { alertId } = z.object({ alertId: z.uuid() }).parse(payload);
  const truckerId = await findAlertTrucker(deps.db, alertId);
  const mailbox = truckerId ? await findAlertMailbox(deps.db, truckerId) : null;
  if (!truckerId || !mailbox) return;
  if (mailbox.quietSecondsLeft > 0) {
    // Quiet hours began after the alert was created: hold the email until they end.
    await deps.jobs.enqueue(ALERT_JOBS.instant, { alertId }, { delayMs: mailbox.quietSecondsLeft * 1000 });
    return;
  }
  const base = deps.config.publicUrl;
  const sent = await sendPending(deps, truckerId, mailbox, alertId, (first) =>
    instantAlertEmail(mailbox.email, toLoadAlert(first), base),
  );
  ctx.log.debug({ alertId, sent }, 'instant alert email');
}

/** `alerts.email-digest` {truckerId}: one email listing the trucker's pending alerts. */
export async function sendAlertDigest(
  deps: Deps,
  payload: Record<string, unknown>,
  ctx: Pick<JobContext, 'log'>,
): Promise<void> {
  const { truckerId } = z.object({ truckerId: z.uuid() }).parse(payload);
  const mailbox = await findAlertMailbox(deps.db, truckerId);
  if (!mailbox) return;
  if (mailbox.quietSecondsLeft > 0) {
    // No dedupe key: this job's own key is still queued while it runs. A spare job finds nothing.
    await deps.jobs.enqueue(ALERT_JOBS.digest, { truckerId }, { delayMs: mailbox.quietSecondsLeft * 1000 });
    return;
  }
  const base = deps.config.publicUrl;
  const sent = await sendPending(deps, truckerId, mailbox, null, (_first, all) =>
    digestAlertEmail(mailbox.email, all.map(toLoadAlert), base),
  );
  ctx.log.debug({ truckerId, sent }, 'alert digest email');
}
