import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MatchesResult, LoadSearchResult, TruckerLoad } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import {
  bookLoad,
  createTrucker,
  createTruckerWithoutProfile,
  insertLoad,
  type InsertLoadOptions,
} from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { hoursFromNow, matchOf, setLanes, setProfile, shapeLoad } from './helpers/matching';
import { ImpressionBuffer } from '../src/modules/matching/index';

/** How long a test waits for a batch of impressions (MATCH_IMPRESSION_FLUSH_MS is 1 s) to be written. */
const WRITTEN = { timeout: 5_000, interval: 50 };

let t: TestApp;
let broker: TestAccount;
/** Flatbed, Fort Worth, 100 mi, $3.00 minimum, a Dallas → Houston lane. */
let ready: TestAccount;
const L: Record<'lane' | 'austin' | 'okc' | 'cheap' | 'houston' | 'reefer', string> = {} as never;

const load = async (o: Omit<InsertLoadOptions, 'brokerId'>) =>
  (await insertLoad(t, { brokerId: broker.userId, ...o })).id;

function get<T>(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((res) => ({
    res,
    body: res.json() as T,
  }));
}

async function feedback(truckerId: string) {
  const { rows } = await t.db.database.db.execute<{
    loadId: string;
    score: number;
    impressions: number;
    firstImpressionAt: string | null;
    opens: number;
    bookedAt: string | null;
    bookedScore: number | null;
    bookedRank: number | null;
  }>(sql`SELECT load_id AS "loadId", score, impressions, first_impression_at AS "firstImpressionAt", opens,
      booked_at AS "bookedAt", booked_score AS "bookedScore", booked_rank AS "bookedRank"
    FROM match_feedback WHERE trucker_id = ${truckerId}::uuid`);
  return new Map(rows.map((r) => [r.loadId, r]));
}

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  ready = await createTrucker(t); // Fort Worth
  await setProfile(t, ready.userId, { truckTypes: ['Flatbed'], maxRadius: 100, minRatePerMileCents: 300 });
  await setLanes(t, ready.userId, [{ origin: { place: 'dallas' }, destination: { place: 'houston' } }]);
  L.lane = await load({ from: 'dallas', to: 'houston', rateCents: 90_000, miles: 240 }); // 375 ¢/mi, on the lane
  L.austin = await load({ from: 'dallas', to: 'austin', rateCents: 60_000, miles: 200 }); // 300
  L.okc = await load({ from: 'fortWorth', to: 'oklahomaCity', rateCents: 70_000, miles: 200 }); // 350
  L.cheap = await load({ from: 'fortWorth', to: 'denver', rateCents: 40_000, miles: 200 }); // 200
  L.houston = await load({ from: 'houston', to: 'dallas' }); // beyond 100 mi
  L.reefer = await load({ from: 'dallas', to: 'houston', equipment: 'Reefer' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/trucker/matches', () => {
  it('answers 401 without a session, 403 for brokers and for truckers before onboarding', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trucker/matches' })).statusCode).toBe(401);
    const asBroker = await get<{ code: string }>('/api/trucker/matches', broker.token);
    expect(asBroker.res.statusCode).toBe(403);
    const newcomer = await createTruckerWithoutProfile(t);
    const early = await get<{ code: string }>('/api/trucker/matches', newcomer.token);
    expect(early.res.statusCode).toBe(403);
    expect(early.body.code).toBe('onboarding_required');
  });

  it('lists only eligible loads, best score first, with their reasons', async () => {
    const { res, body } = await get<MatchesResult>('/api/trucker/matches?pageSize=50', ready.token);
    expect(res.statusCode).toBe(200);
    expect(body.profileReady).toBe(true);
    expect(body.deadheadOrigin?.label).toBe('Fort Worth, TX');
    const ids = body.items.map((i) => i.id);
    expect(ids).not.toContain(L.houston);
    expect(ids).not.toContain(L.reefer);
    expect(ids[0]).toBe(L.lane);
    expect(new Set(ids)).toEqual(new Set([L.lane, L.austin, L.okc, L.cheap]));
    expect(body.total).toBe(4);
    const scores = body.items.map((i) => i.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of body.items) {
      expect(item.match?.eligible).toBe(true);
      expect(item.match).toEqual(await matchOf(t, ready.userId, item.id));
      // The card's deadhead and the reason's are the same number.
      expect(item.match?.reasons).toContainEqual(
        expect.objectContaining({ factor: 'deadhead', text: `${item.deadheadMiles} mi deadhead` }),
      );
    }
    expect(body.items[0]?.match?.reasons).toContainEqual({
      factor: 'lane',
      text: 'on your Dallas, TX → Houston, TX lane',
      tone: 'good',
    });
    expect(body.items.find((i) => i.id === L.cheap)?.match?.reasons).toContainEqual({
      factor: 'rate',
      text: '$2.00/mi, below your $3.00 minimum',
      tone: 'bad',
    });

    const page2 = await get<MatchesResult>('/api/trucker/matches?pageSize=1&page=2', ready.token);
    expect(page2.body.items.map((i) => i.id)).toEqual([ids[1]]);
    expect(page2.body.total).toBe(4);
    const past = await get<MatchesResult>('/api/trucker/matches?pageSize=10&page=3', ready.token);
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(4);
  });

  it('measures from the current location when one is set', async () => {
    const mover = await createTrucker(t);
    await setProfile(t, mover.userId, {
      truckTypes: ['Flatbed'],
      maxRadius: 100,
      current: { at: 'houston', from: hoursFromNow(-1) },
    });
    const { body } = await get<MatchesResult>('/api/trucker/matches?pageSize=50', mover.token);
    expect(body.deadheadOrigin?.label).toBe('Houston, TX');
    expect(body.items.map((i) => i.id)).toEqual([L.houston]);
    expect(body.items[0]?.deadheadMiles).toBe(0);
    // The board measures deadhead from the same place, and says so.
    const board = await get<LoadSearchResult>('/api/loads?sort=best_match&pageSize=50', mover.token);
    expect(board.body.deadheadOrigin?.label).toBe('Houston, TX');
    const houston = board.body.items.find((i) => i.id === L.houston);
    expect(houston?.deadheadMiles).toBe(0);
    expect(houston?.match?.reasons).toContainEqual(
      expect.objectContaining({ factor: 'deadhead', text: '0 mi deadhead from your current location' }),
    );
    expect((await get<TruckerLoad>(`/api/loads/${L.houston}`, mover.token)).body.deadheadMiles).toBe(0);
  });

  it('is empty with profileReady false until the trucker has a truck type', async () => {
    const bare = await createTrucker(t); // truck_types empty
    const { res, body } = await get<MatchesResult>('/api/trucker/matches', bare.token);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ items: [], total: 0, profileReady: false });
  });

  it('validates its query', async () => {
    const { res, body } = await get<{ errors: { field: string }[] }>(
      '/api/trucker/matches?pageSize=500',
      ready.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(body)).toContain('pageSize');
  });
});

describe('GET /api/loads match field and sort=best_match', () => {
  it('gives every item its match; best_match orders by score, then newest', async () => {
    const { body } = await get<LoadSearchResult>('/api/loads?sort=best_match&pageSize=50', ready.token);
    const scores = body.items.map((i) => i.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.items[0]?.id).toBe(L.lane);
    const reefer = body.items.find((i) => i.id === L.reefer);
    expect(reefer?.match).toMatchObject({ score: 0, eligible: false });
    expect(reefer?.match?.reasons[0]).toEqual({
      factor: 'equipment',
      text: "Your Flatbed can't haul Reefer",
      tone: 'bad',
    });
    // Ties keep the newest first.
    const zero = body.items.filter((i) => i.match?.score === 0).map((i) => i.postedAt);
    expect(zero).toEqual([...zero].sort().reverse());

    const newest = await get<LoadSearchResult>('/api/loads?pageSize=50', ready.token);
    for (const item of newest.body.items) {
      expect(item.match).toEqual(body.items.find((i) => i.id === item.id)?.match);
    }
  });

  it('ties on score fall back to newest first', async () => {
    const tieTrucker = await createTrucker(t, { home: 'denver' });
    await setProfile(t, tieTrucker.userId, { truckTypes: ['Hotshot'], maxRadius: 50 });
    const older = await load({ from: 'denver', to: 'denver', equipment: 'Hotshot' });
    const newer = await load({ from: 'denver', to: 'denver', equipment: 'Hotshot' });
    await shapeLoad(t, older, { postedAt: hoursFromNow(-3) });
    await shapeLoad(t, newer, { postedAt: hoursFromNow(-1) });
    const { body } = await get<LoadSearchResult>('/api/loads?sort=best_match&pageSize=2', tieTrucker.token);
    expect(body.items.map((i) => i.id)).toEqual([newer, older]);
    expect(body.items[0]?.match?.score).toBe(body.items[1]?.match?.score);
  });

  it('is null for a trucker without a truck type; GET /api/loads/:id has the match too', async () => {
    const bare = await createTrucker(t);
    const { body } = await get<LoadSearchResult>('/api/loads?sort=best_match', bare.token);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.match === null)).toBe(true);
    const one = await get<TruckerLoad>(`/api/loads/${L.lane}`, ready.token);
    expect(one.body.match).toEqual(await matchOf(t, ready.userId, L.lane));
    expect((await get<TruckerLoad>(`/api/loads/${L.lane}`, bare.token)).body.match).toBeNull();
  });
});

describe('match feedback', () => {
  it('counts impressions of the matches list and best_match pages, not of other sorts', async () => {
    const viewer = await createTrucker(t);
    await setProfile(t, viewer.userId, { truckTypes: ['Flatbed'], maxRadius: 100 });
    const first = await get<MatchesResult>('/api/trucker/matches?pageSize=2', viewer.token);
    // Written in a batch after the response (MATCH_IMPRESSION_FLUSH_MS).
    let rows = await vi.waitFor(async () => {
      const found = await feedback(viewer.userId);
      expect(found.size).toBe(2);
      return found;
    }, WRITTEN);
    expect([...rows.keys()].sort()).toEqual(first.body.items.map((i) => i.id).sort());
    const top = first.body.items[0] as TruckerLoad;
    const firstSeen = rows.get(top.id)?.firstImpressionAt;
    expect(rows.get(top.id)).toMatchObject({ impressions: 1, score: top.match?.score, opens: 0 });

    // newest counts nothing; best_match twice before the batch is written counts twice.
    await get('/api/loads?sort=newest&pageSize=50', viewer.token);
    await get('/api/loads?sort=best_match&pageSize=50', viewer.token);
    await get('/api/loads?sort=best_match&pageSize=50', viewer.token);
    rows = await vi.waitFor(async () => {
      const found = await feedback(viewer.userId);
      expect(found.get(L.reefer)?.impressions).toBe(2); // shown (ineligible, score 0) on the best_match pages
      return found;
    }, WRITTEN);
    expect(rows.get(top.id)?.impressions).toBe(3);
    expect(rows.get(top.id)?.firstImpressionAt).toBe(firstSeen);
  });

  it('writes impressions in batches: counted per pair, at the pending limit, and what is left on close', async () => {
    const viewer = await createTrucker(t);
    const log = { warn: vi.fn() };
    const buffer = new ImpressionBuffer(t.db.database.db, log, { flushMs: 60_000, maxPending: 3 });
    buffer.add(viewer.userId, [
      { loadId: L.okc, score: 40 },
      { loadId: L.austin, score: 50 },
    ]);
    buffer.add(viewer.userId, [{ loadId: L.okc, score: 41 }]);
    expect((await feedback(viewer.userId)).size).toBe(0); // two pairs wait: below the limit
    buffer.add(viewer.userId, [{ loadId: L.houston, score: 60 }]); // the third: written at once
    await vi.waitFor(async () => expect((await feedback(viewer.userId)).size).toBe(3), WRITTEN);
    const rows = await feedback(viewer.userId);
    expect(rows.get(L.okc)).toMatchObject({ impressions: 2, score: 41 });
    expect(rows.get(L.austin)).toMatchObject({ impressions: 1, score: 50 });

    buffer.add(viewer.userId, [{ loadId: L.okc, score: 42 }]);
    await buffer.close();
    expect((await feedback(viewer.userId)).get(L.okc)).toMatchObject({ impressions: 3, score: 42 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('counts opens of a load', async () => {
    const reader = await createTrucker(t);
    await setProfile(t, reader.userId, { truckTypes: ['Flatbed'], maxRadius: 100 });
    await get(`/api/loads/${L.okc}`, reader.token);
    await get(`/api/loads/${L.okc}`, reader.token);
    const row = (await feedback(reader.userId)).get(L.okc);
    expect(row).toMatchObject({ opens: 2, impressions: 0 });
    expect(row?.score).toBe((await matchOf(t, reader.userId, L.okc)).score);
  });

  it('records a booking with the load’s rank among the trucker’s matches at that moment', async () => {
    const booker = await createTrucker(t);
    await setProfile(t, booker.userId, { truckTypes: ['Flatbed'], maxRadius: 100, minRatePerMileCents: 300 });
    const a = await load({ from: 'dallas', to: 'houston', rateCents: 95_000, miles: 240 });
    const b = await load({ from: 'dallas', to: 'austin', rateCents: 50_000, miles: 200 });
    const list = (await get<MatchesResult>('/api/trucker/matches?pageSize=50', booker.token)).body.items;
    const rank = list.findIndex((i) => i.id === b) + 1;
    expect(rank).toBeGreaterThan(1);
    const scoreB = list.find((i) => i.id === b)?.match?.score;
    expect((await bookLoad(t, booker.token, b, { confirmOverlap: true })).statusCode).toBe(201);
    let row = (await feedback(booker.userId)).get(b);
    expect(row).toMatchObject({ bookedScore: scoreB, bookedRank: rank });
    expect(row?.bookedAt).not.toBeNull();

    // An ineligible load (Reefer for a Flatbed) books with no rank.
    const reefer = await load({ from: 'dallas', to: 'houston', equipment: 'Reefer' });
    expect((await bookLoad(t, booker.token, reefer, { confirmOverlap: true })).statusCode).toBe(201);
    row = (await feedback(booker.userId)).get(reefer);
    expect(row).toMatchObject({ bookedScore: 0, bookedRank: null });

    // A repeat submit of the same booking (200) does not record again.
    const before = (await feedback(booker.userId)).get(b)?.bookedAt;
    expect((await bookLoad(t, booker.token, b, { confirmOverlap: true })).statusCode).toBe(200);
    expect((await feedback(booker.userId)).get(b)?.bookedAt).toBe(before);
    expect(a).toBeDefined();
  });
});
