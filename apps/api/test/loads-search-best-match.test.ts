import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { loadSearchResult, type LoadSearchResult } from '@haulclub/shared';
import {
  MATCH_BOUND_JOINS,
  MATCH_JOINS,
  MATCH_SCORES_FUNCTION,
  MATCH_SCORES_FUNCTION_BODY,
  matchIndexBound,
  type LaneEnds,
} from '../src/modules/matching/index';
import { findSearchingTrucker } from '../src/modules/loads/repository/search-loads';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad, type PlaceKey } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { hoursFromNow, matchOf, setLanes, setProfile, shapeLoad } from './helpers/matching';

// sort=best_match scores only the loads whose upper bound can still reach the page (a top-k); these
// tests hold its pages to the order of scoring every visible load with the match SQL.

let t: TestApp;
let trucker: TestAccount;

const FROM: PlaceKey[] = ['dallas', 'fortWorth', 'houston', 'austin', 'oklahomaCity', 'denver'];

async function get(url: string, token: string): Promise<LoadSearchResult> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  // The route writes its page with fast-json-stringify: the very text zod's response check writes.
  expect(res.body).toBe(zodText(JSON.parse(res.body)));
  return res.json() as LoadSearchResult;
}

const zodText = serializerCompiler({ schema: loadSearchResult, method: 'GET', url: '/api/loads' });

/**
 * Every visible load scored for the trucker, in best_match's order (score, newest, id), with the
 * bounds: MATCH_BOUND_JOINS' `bound`, the search's (matchIndexBound with `lanes`, by default the
 * trucker's as the search reads them) and the same without lanes (`looseBound`).
 */
async function fullScoreOrder(truckerId: string, lanes?: readonly LaneEnds[]) {
  const db = t.db.database.db;
  const known = lanes ?? (await findSearchingTrucker(db, truckerId))!.lanes;
  const { rows } = await db.execute<{
    id: string;
    score: number;
    bound: number;
    indexBound: number;
    looseBound: number;
    availabilityOk: boolean | null;
    pickupCity: string;
    equipment: string;
  }>(sql`
    SELECT l.id, m."score" AS score, mx."bound" AS bound, ${matchIndexBound(truckerId, known)} AS "indexBound",
      ${matchIndexBound(truckerId, null)} AS "looseBound", m."availabilityOk" AS "availabilityOk",
      l.pickup_city AS "pickupCity", l.equipment
    FROM loads l JOIN truckers t ON t.user_id = ${truckerId}::uuid
    ${MATCH_JOINS}
    ${MATCH_BOUND_JOINS}
    WHERE l.status = 'active' AND l.expires_at > now()
    ORDER BY m."score" DESC, l.posted_at DESC, l.id`);
  return rows;
}

beforeAll(async () => {
  t = await createAuthTestApp();
  const broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t); // Fort Worth
  // Business hours (every day of the week, so the loads' pickups over the next 60 hours meet them
  // about as often whatever day the test runs) and a preferred lane: the bound (availability
  // passed, lane factor 1) is above the score for many loads, so the top-k has to score past its
  // first k.
  await setProfile(t, trucker.userId, {
    truckTypes: ['Flatbed'],
    maxRadius: 300,
    minRatePerMileCents: 250,
    timeZone: 'America/Chicago',
    availableDays: [0, 1, 2, 3, 4, 5, 6],
    availableStartMinute: 8 * 60,
    availableEndMinute: 17 * 60,
  });
  await setLanes(t, trucker.userId, [{ origin: { place: 'dallas' }, destination: { place: 'houston' } }]);
  for (let i = 0; i < 30; i++) {
    const from = FROM[i % FROM.length] as PlaceKey;
    const to = FROM[(i * 5 + 2) % FROM.length] as PlaceKey;
    const { id } = await insertLoad(t, {
      brokerId: broker.userId,
      from,
      to: to === from ? 'houston' : to,
      equipment: i % 7 === 3 ? 'Reefer' : 'Flatbed',
      rateCents: 40_000 + ((i * 7919) % 9) * 8_000,
      miles: 200,
      expiresInSeconds: 3 * 24 * 3600,
    });
    // Pickups spread over the next days (some at night: not available), and
    // pairs of loads posted at the same instant (ties broken by id).
    const start = hoursFromNow(3 + ((i * 13) % 60));
    await shapeLoad(t, id, {
      pickupWindowStart: start,
      pickupWindowEnd: new Date(start.getTime() + 2 * 3_600_000),
      postedAt: hoursFromNow(-1 - Math.floor(i / 2)),
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/loads?sort=best_match (top-k)', () => {
  it('pages through the same loads, in the same order, as scoring every load', async () => {
    const full = await fullScoreOrder(trucker.userId);
    expect(full).toHaveLength(30);
    // The case the top-k must get right: loads whose bound is above their score.
    expect(full.filter((r) => r.bound > r.score).length).toBeGreaterThan(5);
    expect(full.every((r) => r.bound >= r.score)).toBe(true);
    // The bound the search prunes by (the board index's columns, the trucker's lanes) is never below
    // the score, and is the score itself but where the pickup misses the trucker's hours.
    expect(full.every((r) => r.indexBound >= r.score)).toBe(true);
    expect(full.filter((r) => r.indexBound !== r.score).every((r) => r.availabilityOk === false)).toBe(true);
    expect(full.filter((r) => r.indexBound > r.score).length).toBeGreaterThan(3);
    // Without the lanes, it counts the lane factor as 1: higher for loads off the lane.
    expect(full.every((r) => r.looseBound >= r.indexBound)).toBe(true);
    expect(full.filter((r) => r.looseBound > r.indexBound).length).toBeGreaterThan(5);
    expect(new Set(full.map((r) => r.score)).size).toBeGreaterThan(3);

    const paged: { id: string; score: number | undefined }[] = [];
    for (let page = 1; page <= 8; page++) {
      const body = await get(`/api/loads?sort=best_match&pageSize=4&page=${page}`, trucker.token);
      expect(body.total).toBe(30);
      expect(body.totalCapped).toBe(false);
      paged.push(...body.items.map((i) => ({ id: i.id, score: i.match?.score })));
    }
    expect(paged).toEqual(full.map((r) => ({ id: r.id, score: r.score })));

    // One page of 30 is the same order too, and each item carries its own match.
    const whole = await get('/api/loads?sort=best_match&pageSize=30', trucker.token);
    expect(whole.items.map((i) => i.id)).toEqual(full.map((r) => r.id));
    for (const item of whole.items.slice(0, 5)) {
      expect(item.match).toEqual(await matchOf(t, trucker.userId, item.id));
    }
  });

  it('scores through the database function exactly as the match SQL, which the migrations hold as built', async () => {
    const { rows: fn } = await t.db.database.db.execute<{ prosrc: string }>(
      sql`SELECT prosrc FROM pg_proc WHERE proname = ${MATCH_SCORES_FUNCTION}`,
    );
    // A change of the match SQL (or of a constant it renders) needs a migration that recreates the
    // function: `npm run db:generate -- --custom --name match_scores_function`, then
    // `npm run db:match-function -- apps/api/drizzle/<that file>.sql`.
    expect(fn.map((r) => r.prosrc)).toEqual([MATCH_SCORES_FUNCTION_BODY]);

    const full = await fullScoreOrder(trucker.userId);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = `{${[...full.map((r) => r.id), unknown].join(',')}}`;
    const { rows } = await t.db.database.db.execute<{ id: string; score: number }>(sql`
      SELECT s.id, s.score FROM ${sql.identifier(MATCH_SCORES_FUNCTION)}(${trucker.userId}::uuid, ${ids}::uuid[]) s`);
    const byId = new Map(rows.map((r) => [r.id, r.score]));
    expect(rows).toHaveLength(full.length);
    expect(full.map((r) => byId.get(r.id))).toEqual(full.map((r) => r.score));
    expect(byId.has(unknown)).toBe(false);
  });

  it('keeps the order with the filters of a search (origin radius, equipment)', async () => {
    const body = await get(
      '/api/loads?sort=best_match&origin=Dallas%2C%20TX&originRadius=50&equipment=Flatbed&pageSize=50',
      trucker.token,
    );
    // Dallas and Fort Worth (30 miles apart) are inside the radius; the other places are not.
    const full = (await fullScoreOrder(trucker.userId)).filter(
      (r) => ['Dallas', 'Fort Worth'].includes(r.pickupCity) && r.equipment === 'Flatbed',
    );
    expect(full.length).toBeGreaterThan(3);
    expect(body.items.map((i) => i.id)).toEqual(full.map((r) => r.id));
    expect(body.total).toBe(full.length);
  });

  it('finds ties at the threshold and fills the page past the loads that can score', async () => {
    const hotshot = await createTrucker(t, { home: 'denver' });
    await setProfile(t, hotshot.userId, { truckTypes: ['Hotshot'], maxRadius: 50 });
    // Three loads alike (same score), inserted oldest first: the top-k's first pick is a tie.
    const broker = await createVerifiedBroker(t);
    const start = hoursFromNow(4);
    const alike: string[] = [];
    for (const postedHoursAgo of [3, 2, 1]) {
      const { id } = await insertLoad(t, {
        brokerId: broker.userId,
        from: 'denver',
        to: 'denver',
        equipment: 'Hotshot',
      });
      await shapeLoad(t, id, {
        pickupWindowStart: start,
        pickupWindowEnd: hoursFromNow(6),
        postedAt: hoursFromNow(-postedHoursAgo),
      });
      alike.push(id);
    }
    const first = await get('/api/loads?sort=best_match&equipment=Hotshot&pageSize=1', hotshot.token);
    expect(first.items.map((i) => i.id)).toEqual([alike[2]]);
    const second = await get('/api/loads?sort=best_match&equipment=Hotshot&pageSize=1&page=2', hotshot.token);
    expect(second.items.map((i) => i.id)).toEqual([alike[1]]);

    // With the Reefer loads (score 0 for a Hotshot): the three, then the zeros, newest first.
    const full = (await fullScoreOrder(hotshot.userId)).filter((r) =>
      ['Hotshot', 'Reefer'].includes(r.equipment),
    );
    expect(full.filter((r) => r.score > 0).map((r) => r.id)).toEqual([...alike].reverse());
    const mixed = await get('/api/loads?sort=best_match&equipment=Hotshot,Reefer&pageSize=6', hotshot.token);
    expect(mixed.items.map((i) => i.id)).toEqual(full.slice(0, 6).map((r) => r.id));
    expect(mixed.items[5]?.match?.score).toBe(0);
  });

  it('is the newest order for a trucker who cannot score (no truck type)', async () => {
    const bare = await createTrucker(t); // truck_types empty
    const full = await fullScoreOrder(bare.userId);
    expect(full.every((r) => r.score === 0)).toBe(true);
    const best = await get('/api/loads?sort=best_match&pageSize=7&page=2', bare.token);
    const newest = await get('/api/loads?sort=newest&pageSize=7&page=2', bare.token);
    expect(best.items.map((i) => i.id)).toEqual(full.slice(7, 14).map((r) => r.id));
    expect(best.items.map((i) => i.id)).toEqual(newest.items.map((i) => i.id));
    expect(best.total).toBe(newest.total);
    expect(best.items.every((i) => i.match === null)).toBe(true);
  });

  it("gives the same order when the search area is out of the truck's reach, or just inside it", async () => {
    const nearDallas = (rows: Awaited<ReturnType<typeof fullScoreOrder>>) =>
      rows.filter((r) => ['Dallas', 'Fort Worth'].includes(r.pickupCity)).map((r) => r.id);
    // Denver, 50 miles: no Dallas-area load can score, so best_match is the newest order there.
    const far = await createTrucker(t, { home: 'denver' });
    await setProfile(t, far.userId, { truckTypes: ['Flatbed'], maxRadius: 50 });
    const area = 'origin=Dallas%2C%20TX&originRadius=50&pageSize=50';
    const farBest = await get(`/api/loads?sort=best_match&${area}`, far.token);
    const farNewest = await get(`/api/loads?sort=newest&${area}`, far.token);
    expect(farBest.items.map((i) => i.id)).toEqual(nearDallas(await fullScoreOrder(far.userId)));
    expect(farBest.items.map((i) => i.id)).toEqual(farNewest.items.map((i) => i.id));

    // Fort Worth, 50 miles, searching 10 miles round Dallas (30 miles off, 37 road miles): they score.
    const near = await createTrucker(t);
    await setProfile(t, near.userId, { truckTypes: ['Flatbed'], maxRadius: 50, minRatePerMileCents: 300 });
    // The newer load pays less: newest and best_match order them differently.
    const broker = await createVerifiedBroker(t);
    const better = await insertLoad(t, {
      brokerId: broker.userId,
      from: 'dallas',
      rateCents: 90_000,
      miles: 200,
    });
    const worse = await insertLoad(t, {
      brokerId: broker.userId,
      from: 'dallas',
      rateCents: 50_000,
      miles: 200,
    });
    await shapeLoad(t, better.id, { postedAt: hoursFromNow(-0.2) });
    await shapeLoad(t, worse.id, { postedAt: hoursFromNow(-0.1) });
    const dallas = 'origin=Dallas%2C%20TX&originRadius=10&pageSize=50';
    const nearBest = await get(`/api/loads?sort=best_match&${dallas}`, near.token);
    const full = (await fullScoreOrder(near.userId)).filter((r) => r.pickupCity === 'Dallas');
    expect(full.filter((r) => r.score > 0).length).toBeGreaterThan(2);
    expect(nearBest.items.map((i) => i.id)).toEqual(full.map((r) => r.id));
    const ids = nearBest.items.map((i) => i.id);
    expect(ids.indexOf(better.id)).toBeLessThan(ids.indexOf(worse.id));
  });

  it('scores from where the truck is now, not its home base, and pages the loads it cannot reach or haul after', async () => {
    // Home in Denver, now in Houston (free already), 200 miles: Houston and Austin loads score;
    // Dallas, Fort Worth and Oklahoma City are beyond 200 road miles, Denver's loads too, and
    // the Reefer loads no Flatbed hauls.
    const moving = await createTrucker(t, { home: 'denver' });
    await setProfile(t, moving.userId, {
      truckTypes: ['Flatbed'],
      maxRadius: 200,
      current: { at: 'houston', from: hoursFromNow(-1) },
    });
    const full = await fullScoreOrder(moving.userId);
    const scoring = full.filter((r) => r.score > 0);
    expect(new Set(scoring.map((r) => r.pickupCity))).toEqual(new Set(['Houston', 'Austin']));
    expect(full.length - scoring.length).toBeGreaterThan(10);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(full.length / 6); page++) {
      const body = await get(`/api/loads?sort=best_match&pageSize=6&page=${page}`, moving.token);
      expect(body.total).toBe(full.length);
      paged.push(...body.items.map((i) => i.id));
    }
    expect(paged).toEqual(full.map((r) => r.id));
  });

  it('bounds by 1 the lane factor of lanes the database no longer holds, and keeps the order as lanes change', async () => {
    const before = await fullScoreOrder(trucker.userId);
    const lanes = (await findSearchingTrucker(t.db.database.db, trucker.userId))!.lanes;
    expect(lanes).toHaveLength(1);
    // Lanes other than the trucker's (a search that read them before a change): the loose bound.
    const stale: LaneEnds = { ...lanes[0]!, destinationLng: lanes[0]!.destinationLng! + 0.5 };
    for (const other of [[], [stale], [lanes[0]!, lanes[0]!]]) {
      const rows = await fullScoreOrder(trucker.userId, other);
      expect(rows.map((r) => r.indexBound)).toEqual(before.map((r) => r.looseBound));
    }

    // The board, searched between lane changes (its profile cache forgets the lanes on the
    // database's word, and the statement checks them itself): the order of scoring every load.
    const order = async () =>
      (await get('/api/loads?sort=best_match&pageSize=30', trucker.token)).items.map((i) => i.id);
    expect(await order()).toEqual(before.slice(0, 30).map((r) => r.id));
    try {
      for (const next of [
        [{ origin: { state: 'OK' }, destination: 'anywhere' as const }],
        [],
        [
          { origin: { place: 'austin' as const }, destination: { state: 'TX' } },
          { origin: 'anywhere' as const, destination: { place: 'oklahomaCity' as const } },
        ],
      ]) {
        await setLanes(t, trucker.userId, next);
        const full = await fullScoreOrder(trucker.userId);
        const scoreBefore = new Map(before.map((r) => [r.id, r.score]));
        expect(full.filter((r) => r.score !== scoreBefore.get(r.id)).length).toBeGreaterThan(3);
        expect(await order()).toEqual(full.slice(0, 30).map((r) => r.id));
      }
    } finally {
      await setLanes(t, trucker.userId, [{ origin: { place: 'dallas' }, destination: { place: 'houston' } }]);
    }
  });
});
