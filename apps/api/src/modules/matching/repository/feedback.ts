import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';

interface Scored {
  truckerId: string;
  score: number;
}

/** Impressions counted in the process since the last write, for one (trucker, load). */
export interface PendingImpressions {
  truckerId: string;
  loadId: string;
  /** The latest score shown. */
  score: number;
  /** How many times the load was shown to the trucker. */
  count: number;
  /** When it was first shown (ISO). */
  firstAt: string;
}

/**
 * Impressions: + count for each (trucker, load), first_impression_at kept (else the first shown),
 * latest score. One statement for a batch (ImpressionBuffer's), rows in key order (two processes
 * writing overlapping batches lock them in the same order), committed without waiting for its WAL
 * flush (synchronous_commit off for this statement's own transaction): a crash may lose the last
 * fraction of a second of impression counts, never the board's data.
 */
export async function recordImpressions(db: DbExecutor, rows: readonly PendingImpressions[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) =>
    a.truckerId === b.truckerId ? (a.loadId < b.loadId ? -1 : 1) : a.truckerId < b.truckerId ? -1 : 1,
  );
  const array = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  await db.execute(sql`
    INSERT INTO match_feedback (trucker_id, load_id, score, impressions, first_impression_at)
    SELECT s.trucker_id, s.load_id, s.score, s.count, s.first_at
    FROM unnest(${array(sorted.map((r) => r.truckerId))}::uuid[], ${array(sorted.map((r) => r.loadId))}::uuid[],
                ${array(sorted.map((r) => r.score))}::smallint[], ${array(sorted.map((r) => r.count))}::int[],
                ${array(sorted.map((r) => r.firstAt))}::timestamptz[])
           WITH ORDINALITY AS s(trucker_id, load_id, score, count, first_at, n),
      (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
    ORDER BY s.n
    ON CONFLICT (trucker_id, load_id) DO UPDATE SET
      impressions = match_feedback.impressions + excluded.impressions,
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
