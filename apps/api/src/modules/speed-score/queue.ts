import type { DbExecutor } from '../../db/client';
import { insertJobs } from '../jobs/index';

export const SPEED_SCORE_JOB = 'speed-score.refresh';

/**
 * Queues a recomputation of these members' scores in the caller's transaction: it runs after
 * commit, one queued job per member (a burst of events while it waits is one refresh). Called
 * when a booking is made, picked up, delivered, confirmed or cancelled, and when a chat message
 * is sent. It runs JOBS_COALESCE_MS after the member's first request still waiting, once for all
 * of that time's requests (the sweeper catches the rest).
 */
export async function queueSpeedScoreRefresh(tx: DbExecutor, userIds: string[]): Promise<void> {
  await insertJobs(
    tx,
    SPEED_SCORE_JOB,
    [...new Set(userIds)].map((userId) => ({
      payload: { userId },
      dedupeKey: `${SPEED_SCORE_JOB}:${userId}`,
    })),
    { maxAttempts: 3 },
  );
}
