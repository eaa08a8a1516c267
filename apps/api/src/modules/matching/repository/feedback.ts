import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';

interface Scored {
  truckerId: string;
  score: number;
}

/**
 * Impressions: +1 for each (trucker, load) shown, first_impression_at kept, latest score. One
 * statement for a page of loads, committed without waiting for its WAL flush
 * (synchronous_commit off for this statement's own transaction): every best_match page writes
 * it, and a crash may lose the last fraction of a second of impression counts, never the board's
 * data (committed rows are visible at once either way).
 */
export async function recordImpressions(
  db: DbExecutor,
  truckerId: string,
  shown: readonly { loadId: string; score: number }[],
): Promise<void> {
  if (shown.length === 0) return;
  await db.execute(sql`
    INSERT INTO match_feedback (trucker_id, load_id, score, impressions, first_impression_at)
    SELECT ${truckerId}::uuid, s.load_id, s.score, 1, now()
    FROM unnest(${`{${shown.map((s) => s.loadId).join(',')}}`}::uuid[],
                ${`{${shown.map((s) => s.score).join(',')}}`}::smallint[]) AS s(load_id, score),
      (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
    ON CONFLICT (trucker_id, load_id) DO UPDATE SET
      impressions = match_feedback.impressions + 1,
      first_impression_at = coalesce(match_feedback.first_impression_at, excluded.first_impression_at),
      score = excluded.score,
      updated_at = now()`);
}

/** An open of a load's detail (GET /api/loads/:id). */
export async function recordOpen(
  db: DbExecutor,
  truckerId: string,
  loadId: string,
  score: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO match_feedback (trucker_id, load_id, score, opens, first_opened_at)
    VALUES (${truckerId}::uuid, ${loadId}::uuid, ${score}, 1, now())
    ON CONFLICT (trucker_id, load_id) DO UPDATE SET
      opens = match_feedback.opens + 1,
      first_opened_at = coalesce(match_feedback.first_opened_at, excluded.first_opened_at),
      score = excluded.score,
      updated_at = now()`);
}

/** Alerts sent for one load: alerted_at (the first kept) and the score, one statement. */
export async function recordAlerted(
  db: DbExecutor,
  loadId: string,
  alerted: readonly Scored[],
): Promise<void> {
  if (alerted.length === 0) return;
  await db.execute(sql`
    INSERT INTO match_feedback (trucker_id, load_id, score, alerted_at)
    SELECT s.trucker_id, ${loadId}::uuid, s.score, now()
    FROM unnest(${`{${alerted.map((s) => s.truckerId).join(',')}}`}::uuid[],
                ${`{${alerted.map((s) => s.score).join(',')}}`}::smallint[]) AS s(trucker_id, score)
    ON CONFLICT (trucker_id, load_id) DO UPDATE SET
      alerted_at = coalesce(match_feedback.alerted_at, excluded.alerted_at),
      score = excluded.score,
      updated_at = now()`);
}
