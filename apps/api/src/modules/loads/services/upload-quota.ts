import { UPLOAD_QUOTA } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { secondsUntilBytesFree, uploadUse } from '../repository/uploads';

const WINDOW_SECONDS = UPLOAD_QUOTA.windowHours * 3600;

/** "about 3 hours", "about 1 hour", "12 minutes", "1 minute". */
export function describeWait(seconds: number): string {
  if (seconds >= 5400) return `about ${Math.round(seconds / 3600)} hours`;
  if (seconds >= 3000) return 'about 1 hour';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function refused(detail: string, retryAfterSeconds: number): AppError {
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, retryAfterSeconds));
  return new AppError('rate_limited', detail.replace('{wait}', describeWait(retryAfter)), {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * Refuses (429 with Retry-After) an upload of `byteSize` bytes that would give
 * the user more than UPLOAD_QUOTA.unattached uploads not attached to a
 * delivery, or more than UPLOAD_QUOTA.bytesPerWindow in the rolling window.
 * The caller holds the user's upload lock (`lockUploader`) in `tx`.
 */
export async function enforceUploadQuota(tx: DbExecutor, ownerId: string, byteSize: number): Promise<void> {
  const use = await uploadUse(tx, ownerId, WINDOW_SECONDS);
  if (use.unattached >= UPLOAD_QUOTA.unattached) {
    throw refused(
      `You have ${use.unattached} uploaded photos that are not attached to a delivery (the limit is ` +
        `${UPLOAD_QUOTA.unattached}). Unattached photos are deleted after ${UPLOAD_QUOTA.unattachedTtlHours} ` +
        'hours; try again in {wait}.',
      use.oldestUnattachedFreeInSeconds ?? WINDOW_SECONDS,
    );
  }
  const excess = use.bytes + byteSize - UPLOAD_QUOTA.bytesPerWindow;
  if (excess > 0) {
    const freeIn = await secondsUntilBytesFree(tx, ownerId, WINDOW_SECONDS, excess);
    throw refused(
      `You have uploaded ${megabytes(use.bytes)} of photos in the last ${UPLOAD_QUOTA.windowHours} hours; ` +
        `with this ${megabytes(byteSize)} photo that would pass the limit of ` +
        `${megabytes(UPLOAD_QUOTA.bytesPerWindow)} a day. Try again in {wait}.`,
      freeIn ?? WINDOW_SECONDS,
    );
  }
}
