import { z } from 'zod';
import { ALERT_DIGEST_MINUTES } from '@haulclub/shared';

/** One NOTIFY per post batch on this channel: ids only (payloads must stay under 8000 bytes). */
export const ALERT_BATCH_CHANNEL = 'haulclub_alert_batches';
export const alertBatchNotice = z.object({ batchId: z.uuid(), loadId: z.uuid() });
export type AlertBatchNotice = z.infer<typeof alertBatchNotice>;

/** Job kinds: one instant email per alert; one digest per trucker every ALERT_DIGEST_MINUTES. */
export const ALERT_JOBS = { instant: 'alerts.email-instant', digest: 'alerts.email-digest' } as const;
export const DIGEST_MS = ALERT_DIGEST_MINUTES * 60_000;

/**
 * The digest job of a trucker's window: the dedupe key names the trucker and the digest window
 * the job runs in, so alerts of one window share one job, while an alert that arrives as that job
 * runs (its key is still queued then) gets the next window's job instead of being lost.
 */
export function digestJob(truckerId: string, delayMs: number) {
  const window = Math.floor((Date.now() + delayMs) / DIGEST_MS);
  return { payload: { truckerId }, delayMs, dedupeKey: `alerts.digest:${truckerId}:${window}` };
}
