import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_INTERVAL_MS: '100' } });
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
