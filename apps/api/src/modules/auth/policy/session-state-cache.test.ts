import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { SessionStateCache } from './session-state-cache';

const row = (sessionId: string, revoked = false) => ({
  sessionId,
  userId: `user-${sessionId}`,
  revokedAt: revoked ? new Date() : null,
  notAfter: new Date(Date.now() + 3_600_000),
  aal: 'aal1',
  createdAt: new Date(),
  email: `${sessionId}@example.com`,
  role: 'trucker' as const,
  suspendedAt: null,
  onboardingComplete: false,
});

function cacheWith(rows: Map<string, ReturnType<typeof row>>, ttlMs = 5000, notified?: () => boolean) {
  const queries: string[][] = [];
  const cache = new SessionStateCache(
    {} as Db,
    ttlMs,
    (_db, ids) => {
      queries.push([...ids]);
      return Promise.resolve(ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])));
    },
    notified ? { notified } : {},
  );
  return { cache, queries };
}

describe('SessionStateCache', () => {
  it('reads the misses of one turn in one query, and a session being read only once', async () => {
    const rows = new Map(['a', 'b', 'c'].map((id) => [id, row(id)]));
    const { cache, queries } = cacheWith(rows);
    const states = await Promise.all(['a', 'b', 'a', 'c', 'gone'].map((id) => cache.get(id)));
    expect(queries).toEqual([['a', 'b', 'c', 'gone']]);
    expect(states.map((s) => s?.userId ?? null)).toEqual(['user-a', 'user-b', 'user-a', 'user-c', null]);
    expect(states[0]?.live).toBe(true);
    // Cached now, including the unknown one.
    await Promise.all(['a', 'gone'].map((id) => cache.get(id)));
    expect(queries).toHaveLength(1);
  });

  it('says a revoked session is not live, and reads again after invalidate', async () => {
    const rows = new Map([['a', row('a')]]);
    const { cache, queries } = cacheWith(rows);
    expect((await cache.get('a'))?.live).toBe(true);
    rows.set('a', row('a', true));
    expect((await cache.get('a'))?.live).toBe(true);
    cache.invalidate(['a']);
    expect((await cache.get('a'))?.live).toBe(false);
    expect(queries).toHaveLength(2);
  });

  it('does not cache a read that an invalidate overtook', async () => {
    let current = row('a');
    let release: () => void = () => undefined;
    let reads = 0;
    const cache = new SessionStateCache({} as Db, 5000, () => {
      reads += 1;
      const answer = [current];
      return new Promise((resolve) => (release = () => resolve(answer)));
    });
    const first = cache.get('a');
    await new Promise((r) => setImmediate(r)); // the read has started
    cache.invalidate();
    current = row('a', true);
    release();
    expect((await first)?.live).toBe(true);
    const second = cache.get('a');
    await new Promise((r) => setImmediate(r));
    release();
    expect((await second)?.live).toBe(false);
    expect(reads).toBe(2);
  });

  it('with no time to live reads every time, and a failed read fails its callers only', async () => {
    const rows = new Map([['a', row('a')]]);
    const { cache, queries } = cacheWith(rows, 0);
    await cache.get('a');
    await cache.get('a');
    expect(queries).toHaveLength(2);
    let fail = true;
    const flaky = new SessionStateCache({} as Db, 5000, (_db, ids) =>
      fail ? Promise.reject(new Error('db down')) : Promise.resolve(ids.map((id) => row(id))),
    );
    await expect(flaky.get('a')).rejects.toThrow('db down');
    fail = false;
    expect((await flaky.get('a'))?.userId).toBe('user-a');
  });

  it('forgets only the named user on invalidateUser', async () => {
    const rows = new Map(['a', 'b'].map((id) => [id, row(id)]));
    const { cache, queries } = cacheWith(rows);
    await Promise.all([cache.get('a'), cache.get('b')]);
    rows.set('a', row('a', true));
    cache.invalidateUser('user-a');
    expect((await cache.get('a'))?.live).toBe(false);
    expect((await cache.get('b'))?.live).toBe(true);
    expect(queries).toEqual([['a', 'b'], ['a']]);
  });

  it('works the lifetime out at every get: a cached session past notAfter is not live', async () => {
    const ending = { ...row('a'), notAfter: new Date(Date.now() + 30) };
    const { cache, queries } = cacheWith(new Map([['a', ending]]), 60_000);
    expect((await cache.get('a'))?.live).toBe(true);
    await new Promise((r) => setTimeout(r, 40));
    expect((await cache.get('a'))?.live).toBe(false);
    expect(queries).toHaveLength(1);
  });

  it('trusts nothing while notifications are not arriving, and reads every time', async () => {
    const rows = new Map([['a', row('a')]]);
    let notified = true;
    const { cache, queries } = cacheWith(rows, 60_000, () => notified);
    await cache.get('a');
    await cache.get('a');
    expect(queries).toHaveLength(1);
    notified = false;
    rows.set('a', row('a', true)); // revoked while the notification could not arrive
    expect((await cache.get('a'))?.live).toBe(false);
    await cache.get('a');
    expect(queries).toHaveLength(3);
    expect(cache.size).toBe(0);
  });
});
