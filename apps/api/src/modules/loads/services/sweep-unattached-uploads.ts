import { UPLOAD_QUOTA } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { deleteUnattachedUploads } from '../repository/uploads';

const BATCH = 200;

/**
 * Deletes uploads that no delivery refers to once they are older than
 * UPLOAD_QUOTA.unattachedTtlHours, in batches. Safe on several processes at
 * once (rows are claimed with SKIP LOCKED) and against a delivery attaching
 * the photo at the same moment (it share-locks the row first). Returns how
 * many it deleted.
 */
export async function sweepUnattachedUploads(deps: Pick<LoadsDeps, 'db'>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteUnattachedUploads(deps.db, UPLOAD_QUOTA.unattachedTtlHours * 3600, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
