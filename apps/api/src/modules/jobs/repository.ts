import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { notify } from '../../db/notify';

/** What a runner needs of a claimed job. */
export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Counting this run. */
  attempts: number;
  maxAttempts: number;
}
export const JOBS_CHANNEL = 'haulclub_jobs';

/** Which kinds a runner claims, and how. */
export interface ClaimKinds {
  /** Due when their run_at has come. */
  immediate: readonly string[];
  /** Due `coalesceMs` after their run_at (the earliest request still waiting): requests meanwhile merge. */
  coalesced: readonly string[];
  coalesceMs: number;
  /** Kinds whose claim frees the job's dedupe key (a request after the claim is a job of its own). */
  releaseKeyOnClaim: readonly string[];
}

const textList = (values: readonly string[]) =>
  values.length === 0
    ? sql`NULL::text`
    : sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * At most one queued job per key: a second enqueue with the same key only brings the queued one
   * forward. A job with that key that is running already is asked to run once more after it ends
   * (the request never merges into a run that may have read its state before the request was made).
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

/*
 * A claimed job is "running": claimDueJobs sets its run_at to its lease's end (= locked_until). An
 * enqueue that meets a running job with the same dedupe key sets run_at to the new request's time
 * (so run_at <> locked_until marks "asked again while running"); when the run ends, markJobDone and
 * markJobFailedAttempt queue it again for that request instead of closing it. A queued job that is
 * not running is only brought forward. A job whose lease ran out (a crashed runner) is due anyway.
 */
const mergedRunAt = sql`CASE
  WHEN jobs.locked_until > now() AND jobs.run_at = jobs.locked_until
    THEN CASE WHEN EXCLUDED.run_at = jobs.locked_until
      THEN EXCLUDED.run_at + interval '1 microsecond' ELSE EXCLUDED.run_at END
  ELSE LEAST(jobs.run_at, EXCLUDED.run_at) END`;

/** Enqueued again (with the same dedupe key) while this run held the job: run it again once this run ends. */
const askedAgain = sql`(locked_until IS NOT NULL AND run_at <> locked_until)`;

/** Queues a job (inside the caller's transaction when given one) and wakes the runners on commit. */
export async function insertJob(
  db: DbExecutor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key)
    VALUES (${kind}, ${JSON.stringify(payload)}::jsonb,
      now() + make_interval(secs => ${(options.delayMs ?? 0) / 1000}),
      ${options.maxAttempts ?? 5}, ${options.dedupeKey ?? null})
    ON CONFLICT (dedupe_key) WHERE status = 'queued'
      DO UPDATE SET run_at = ${mergedRunAt}, updated_at = now()`);
  await notify(db, JOBS_CHANNEL, kind);
}

/**
 * Queues many jobs of one kind in one statement (e.g. one per alert of a post), each with its own
 * delay and dedupe key (keys must differ within one call), and wakes the runners once on commit.
 */
export async function insertJobs(
  db: DbExecutor,
  kind: string,
  jobs: Array<{ payload: Record<string, unknown>; delayMs?: number; dedupeKey?: string }>,
  options: { maxAttempts?: number } = {},
): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((j) => ({
    payload: j.payload,
    delay_s: (j.delayMs ?? 0) / 1000,
    dedupe_key: j.dedupeKey ?? null,
  }));
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key)
    SELECT ${kind}, j.payload, now() + make_interval(secs => j.delay_s), ${options.maxAttempts ?? 5}, j.dedupe_key
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS j(payload jsonb, delay_s double precision, dedupe_key text)
    ON CONFLICT (dedupe_key) WHERE status = 'queued'
      DO UPDATE SET run_at = ${mergedRunAt}, updated_at = now()`);
  await notify(db, JOBS_CHANNEL, kind);
}

/**
 * Claims up to `limit` due jobs of the given kinds under a lease, and returns them; a job whose
 * lease ran out (a crashed runner) is due again. SKIP LOCKED lets several processes share the
 * queue without running a job twice at once. While it runs, its run_at is its lease's end (see
 * mergedRunAt). A coalesced kind is due only `coalesceMs` after its run_at, so the requests of
 * those milliseconds are one run. The claimed ids go to the UPDATE as an array (`= ANY(ARRAY(…))`):
 * with `IN (subquery)` the planner merge-joined them against the whole primary key, reading every
 * row of the table (done jobs included) on every claim.
 */
export async function claimDueJobs(
  db: DbExecutor,
  kinds: ClaimKinds,
  limit: number,
  leaseSeconds: number,
): Promise<JobRow[]> {
  if (kinds.immediate.length + kinds.coalesced.length === 0) return [];
  const result = await db.execute<{
    id: number | string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    UPDATE jobs SET attempts = attempts + 1, updated_at = now(),
      locked_until = now() + make_interval(secs => ${leaseSeconds}),
      run_at = now() + make_interval(secs => ${leaseSeconds}),
      dedupe_key = CASE WHEN kind IN (${textList(kinds.releaseKeyOnClaim)}) THEN NULL ELSE dedupe_key END
    WHERE id = ANY(ARRAY(
      SELECT id FROM jobs
      WHERE status = 'queued' AND run_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
        AND (kind IN (${textList(kinds.immediate)})
          OR (kind IN (${textList(kinds.coalesced)})
            AND run_at <= now() - make_interval(secs => ${kinds.coalesceMs / 1000})))
      ORDER BY run_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED))
    RETURNING id, kind, payload, attempts, max_attempts`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

/**
 * Frees a running job's dedupe key, so a job queued from now on with the same key is a new job
 * rather than merged into this one (which may already have read what the new one must see). A
 * handler that recomputes from current state calls this before it reads.
 */
export async function releaseDedupeKey(db: DbExecutor, id: number): Promise<void> {
  await db.execute(sql`UPDATE jobs SET dedupe_key = NULL, updated_at = now() WHERE id = ${id}`);
}

/** Closes runs: done, or queued afresh (attempts from 0) when enqueued again while they ran. */
export async function markJobsDone(db: DbExecutor, ids: readonly number[]): Promise<void> {
  await db.execute(sql`UPDATE jobs SET
      status = CASE WHEN ${askedAgain} THEN 'queued' ELSE 'done' END,
      attempts = CASE WHEN ${askedAgain} THEN 0 ELSE attempts END,
      locked_until = NULL, last_error = NULL, updated_at = now()
    WHERE id = ANY(${sql.param(ids.map(String))}::bigint[])`);
}

export async function markJobFailedAttempt(
  db: DbExecutor,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  if (retryInSeconds === null) {
    // The last attempt failed; a request made while it ran still gets attempts of its own.
    await db.execute(sql`UPDATE jobs SET
        status = CASE WHEN ${askedAgain} THEN 'queued' ELSE 'failed' END,
        attempts = CASE WHEN ${askedAgain} THEN 0 ELSE attempts END,
        locked_until = NULL, last_error = ${error}, updated_at = now()
      WHERE id = ${id}`);
  } else {
    await db.execute(sql`UPDATE jobs SET locked_until = NULL, last_error = ${error}, updated_at = now(),
        run_at = CASE WHEN ${askedAgain} THEN LEAST(run_at, now() + make_interval(secs => ${retryInSeconds}))
          ELSE now() + make_interval(secs => ${retryInSeconds}) END
      WHERE id = ${id}`);
  }
}

/**
 * Deletes the done jobs of these kinds that ended over `olderThanSeconds` ago (recomputations
 * queued thousands an hour, with nothing to keep once run); returns how many.
 */
export async function deleteDoneJobs(
  db: DbExecutor,
  kinds: readonly string[],
  olderThanSeconds: number,
): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db.execute(sql`DELETE FROM jobs
    WHERE status = 'done' AND kind = ANY(${sql.param([...kinds])}::text[])
      AND updated_at < now() - make_interval(secs => ${olderThanSeconds})`);
  return result.rowCount ?? 0;
}
