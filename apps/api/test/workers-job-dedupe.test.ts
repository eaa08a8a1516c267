import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDoneJobs } from '../src/modules/jobs/repository';
import { createTestApp, type TestApp } from './helpers/app';

// A job deduplicated by key must not swallow a request made while it runs: the run may already
// have read the state the request is about. The request gets a run of its own, after this one.

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let t: TestApp;
/** What the state was when each run of `test.recompute` read it. */
let seen: number[] = [];
let state = 0;
let started = deferred();
let gate = deferred();
let failures = 0;
const COALESCE_MS = 1500;
/** The payloads' `n` of each call of the `test.batch` handler. */
const batches: number[][] = [];
/** When each run of `test.coalesced` started (the database's clock, ms). */
let coalescedRuns: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_INTERVAL_MS: '100', JOBS_COALESCE_MS: String(COALESCE_MS) } });
  t.app.jobs.register('test.recompute', async () => {
    const read = state;
    started.resolve();
    await gate.promise;
    seen.push(read);
  });
  t.app.jobs.register('test.failing', async () => {
    failures++;
    started.resolve();
    await gate.promise;
    throw new Error('provider down');
  });
  t.app.jobs.register(
    'test.coalesced',
    async () => {
      coalescedRuns.push(await dbNow());
      started.resolve();
      await gate.promise;
    },
    { coalesce: true, releaseDedupeKeyOnClaim: true },
  );
  t.app.jobs.registerBatch('test.batch', async (payloads) => {
    batches.push(payloads.map((p) => p.n as number).sort());
    if (payloads.some((p) => p.fail === true)) throw new Error('recompute failed');
  });
});
afterAll(async () => {
  gate.resolve();
  await t?.close();
});

const jobsWithKey = async (key: string) =>
  (
    await t.db.database.db.execute<{
      status: string;
      attempts: number;
      in_seconds: number;
    }>(sql`SELECT status, attempts, extract(epoch FROM run_at - now())::float8 AS in_seconds
      FROM jobs WHERE dedupe_key = ${key} ORDER BY id`)
  ).rows;

const dbNow = async () =>
  Number(
    (
      await t.db.database.db.execute<{ ms: string }>(
        sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::text AS ms`,
      )
    ).rows[0]!.ms,
  );

function reset(): void {
  seen = [];
  failures = 0;
  started = deferred();
  gate = deferred();
}

describe('enqueueing a job whose key is already queued', () => {
  it('asked again while it runs: it runs once more after this run, and that run sees the new state', async () => {
    reset();
    state = 1;
    await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:a' });
    await started.promise;
    state = 2;
    await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:a' });
    expect(await jobsWithKey('recompute:a')).toHaveLength(1);

    gate.resolve();
    await until(async () => seen.length === 2 && (await jobsWithKey('recompute:a'))[0]?.status === 'done');
    await t.app.jobs.runDue();
    expect(seen).toEqual([1, 2]);
    expect(await jobsWithKey('recompute:a')).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('asked twice while nothing runs it: one run', async () => {
    reset();
    gate.resolve();
    state = 3;
    await t.db.database.db.transaction(async (tx) => {
      await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:b', executor: tx });
      await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:b', executor: tx });
    });
    await until(async () => (await jobsWithKey('recompute:b'))[0]?.status === 'done');
    await t.app.jobs.runDue();
    expect(seen).toEqual([3]);
  });

  it('asked again while it runs, for later: the request waits its time instead of being dropped', async () => {
    reset();
    state = 4;
    await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:c' });
    await started.promise;
    await t.app.jobs.enqueue('test.recompute', {}, { dedupeKey: 'recompute:c', delayMs: 10 * 60_000 });
    gate.resolve();
    await until(() => seen.length === 1);
    await until(async () => (await jobsWithKey('recompute:c'))[0]?.attempts === 0);
    const [job] = await jobsWithKey('recompute:c');
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(job!.in_seconds).toBeGreaterThan(9 * 60);
    expect(job!.in_seconds).toBeLessThanOrEqual(10 * 60);
    await t.app.jobs.runDue();
    expect(seen).toEqual([4]);
  });

  it('asked again while its last attempt fails: the request is queued with attempts of its own', async () => {
    reset();
    await t.app.jobs.enqueue('test.failing', {}, { dedupeKey: 'failing:a', maxAttempts: 1 });
    await started.promise;
    await t.app.jobs.enqueue('test.failing', {}, { dedupeKey: 'failing:a', delayMs: 10 * 60_000 });
    gate.resolve();
    await until(async () => (await jobsWithKey('failing:a'))[0]?.attempts === 0);
    expect(failures).toBe(1);
    expect(await jobsWithKey('failing:a')).toMatchObject([{ status: 'queued', attempts: 0 }]);

    // Without a request meanwhile, the last failed attempt is final.
    reset();
    gate.resolve();
    await t.app.jobs.enqueue('test.failing', {}, { dedupeKey: 'failing:b', maxAttempts: 1 });
    await until(async () => (await jobsWithKey('failing:b'))[0]?.status === 'failed');
    expect(failures).toBe(1);
  });
});

describe('a coalesced kind (JOBS_COALESCE_MS)', () => {
  it('runs once, the delay after the first request, for the requests made meanwhile; later ones do not postpone it', async () => {
    reset();
    coalescedRuns = [];
    gate.resolve();
    const first = await dbNow();
    await t.app.jobs.enqueue('test.coalesced', {}, { dedupeKey: 'coalesced:a' });
    await t.app.jobs.runDue();
    expect(coalescedRuns).toEqual([]);
    const runAt = () =>
      t.db.database.db.execute<{ run_at: string }>(
        sql`SELECT run_at::text FROM jobs WHERE dedupe_key = 'coalesced:a'`,
      );
    const requested = (await runAt()).rows;
    await new Promise((r) => setTimeout(r, 300));
    await t.app.jobs.enqueue('test.coalesced', {}, { dedupeKey: 'coalesced:a' });
    await t.app.jobs.enqueue('test.coalesced', {}, { dedupeKey: 'coalesced:a' });
    expect(await jobsWithKey('coalesced:a')).toMatchObject([{ status: 'queued', attempts: 0 }]);
    expect((await runAt()).rows).toEqual(requested);

    await until(() => coalescedRuns.length === 1);
    await t.app.jobs.runDue();
    expect(coalescedRuns).toHaveLength(1);
    // Due the delay after the first request (not after the last), never earlier.
    expect(coalescedRuns[0]! - first).toBeGreaterThanOrEqual(COALESCE_MS);
    const jobs = await t.db.database.db.execute<{ status: string }>(
      sql`SELECT status FROM jobs WHERE kind = 'test.coalesced'`,
    );
    expect(jobs.rows).toEqual([{ status: 'done' }]);
  });

  it('a request made once the run has started is a run of its own, after the delay', async () => {
    reset();
    coalescedRuns = [];
    await t.db.database.db.execute(sql`DELETE FROM jobs WHERE kind = 'test.coalesced'`);
    await t.app.jobs.enqueue('test.coalesced', {}, { dedupeKey: 'coalesced:b' });
    await started.promise;
    // The claim freed the key: this request does not merge into the run that has read already.
    expect(await jobsWithKey('coalesced:b')).toEqual([]);
    const asked = await dbNow();
    await t.app.jobs.enqueue('test.coalesced', {}, { dedupeKey: 'coalesced:b' });
    gate.resolve();
    await until(() => coalescedRuns.length === 2);
    expect(coalescedRuns[1]! - asked).toBeGreaterThanOrEqual(COALESCE_MS);
    const jobs = () =>
      t.db.database.db.execute<{ status: string; dedupe_key: string | null }>(
        sql`SELECT status, dedupe_key FROM jobs WHERE kind = 'test.coalesced' ORDER BY id`,
      );
    await until(async () => (await jobs()).rows.every((j) => j.status === 'done'));
    expect((await jobs()).rows).toEqual([
      { status: 'done', dedupe_key: null },
      { status: 'done', dedupe_key: null },
    ]);
  });
});

describe('a batch kind', () => {
  it('gets the due jobs of its kind in one call and closes them together; a throw fails each for a retry', async () => {
    await t.db.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await t.app.jobs.enqueue('test.batch', { n }, { executor: tx });
    });
    await until(() => batches.length === 1);
    await t.app.jobs.runDue();
    expect(batches).toEqual([[1, 2, 3]]);
    const rows = () =>
      t.db.database.db.execute<{
        status: string;
        attempts: number;
        last_error: string | null;
        later: boolean;
      }>(
        sql`SELECT status, attempts, last_error, run_at > now() + interval '10 seconds' AS later
          FROM jobs WHERE kind = 'test.batch' ORDER BY id`,
      );
    expect((await rows()).rows.map((r) => r.status)).toEqual(['done', 'done', 'done']);

    await t.db.database.db.execute(sql`DELETE FROM jobs WHERE kind = 'test.batch'`);
    await t.db.database.db.transaction(async (tx) => {
      await t.app.jobs.enqueue('test.batch', { n: 4 }, { executor: tx });
      await t.app.jobs.enqueue('test.batch', { n: 5, fail: true }, { executor: tx });
    });
    await until(() => batches.length === 2);
    await t.app.jobs.runDue();
    expect(batches[1]).toEqual([4, 5]);
    expect((await rows()).rows).toEqual([
      { status: 'queued', attempts: 1, last_error: 'recompute failed', later: true },
      { status: 'queued', attempts: 1, last_error: 'recompute failed', later: true },
    ]);
  });
});

describe('deleting done jobs', () => {
  it('deletes only the done jobs of the given kinds that ended before the cut-off', async () => {
    const db = t.db.database.db;
    await db.execute(sql`DELETE FROM jobs WHERE kind IN ('test.old', 'test.kept')`);
    await db.execute(sql`INSERT INTO jobs (kind, status, updated_at) VALUES
      ('test.old', 'done', now() - interval '2 hours'),
      ('test.old', 'done', now() - interval '10 minutes'),
      ('test.old', 'failed', now() - interval '2 hours'),
      ('test.old', 'queued', now() - interval '2 hours'),
      ('test.kept', 'done', now() - interval '2 hours')`);
    expect(await deleteDoneJobs(db, ['test.old'], 3600)).toBe(1);
    const left = await db.execute<{ kind: string; status: string }>(
      sql`SELECT kind, status FROM jobs WHERE kind IN ('test.old', 'test.kept') ORDER BY id`,
    );
    expect(left.rows).toEqual([
      { kind: 'test.old', status: 'done' },
      { kind: 'test.old', status: 'failed' },
      { kind: 'test.old', status: 'queued' },
      { kind: 'test.kept', status: 'done' },
    ]);
  });
});
