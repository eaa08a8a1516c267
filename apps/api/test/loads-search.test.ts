import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  DEFAULT_PLATFORM_SETTINGS,
  greatCircleMiles,
  loadSearchResult,
  ROAD_CIRCUITY_FACTOR,
  type LatLng,
} from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import {
  createBooking,
  createTrucker,
  createTruckerWithoutProfile,
  insertLoad,
  PLACES,
  postedLoad,
} from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { pageLoads } from '../src/modules/loads/repository/search-loads';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let trucker: TestAccount;
/** The fixture board: four visible loads and three that never are. */
const L: Record<'dallas' | 'fortWorth' | 'houston' | 'okc' | 'expired' | 'booked' | 'cancelled', string> =
  {} as never;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t); // home base Fort Worth
  const b = broker.userId;
  L.dallas = (
    await insertLoad(t, {
      brokerId: b,
      from: 'dallas',
      to: 'houston',
      rateCents: 90_000,
      miles: 240,
      expiresInSeconds: 4000,
    })
  ).id; // 375 ¢/mi
  L.fortWorth = (
    await insertLoad(t, {
      brokerId: b,
      from: 'fortWorth',
      to: 'austin',
      equipment: 'Dry Van',
      rateCents: 80_000,
      miles: 200,
      expiresInSeconds: 3000,
    })
  ).id; // 400
  L.houston = (
    await insertLoad(t, {
      brokerId: b,
      from: 'houston',
      to: 'dallas',
      equipment: 'Reefer',
      rateCents: 60_000,
      miles: 240,
      expiresInSeconds: 6000,
    })
  ).id; // 250
  L.okc = (
    await insertLoad(t, {
      brokerId: b,
      from: 'oklahomaCity',
      to: 'dallas',
      equipment: 'Hotshot',
      rateCents: 100_000,
      miles: 200,
      expiresInSeconds: 5000,
    })
  ).id; // 500
  L.expired = (await insertLoad(t, { brokerId: b, expiresInSeconds: -5 })).id;
  L.booked = (await insertLoad(t, { brokerId: b, status: 'booked' })).id;
  const cancelled = await postedLoad(t, broker.token);
  await t.app.inject({
    method: 'POST',
    url: `/api/broker/loads/${cancelled.id}/cancel`,
    headers: bearer(broker.token),
    payload: {},
  });
  L.cancelled = cancelled.id;
  // Distinct posting times: okc newest, then houston, fortWorth, dallas.
  for (const [id, minutes] of [
    [L.dallas, 40],
    [L.fortWorth, 30],
    [L.houston, 20],
    [L.okc, 10],
  ] as const) {
    await t.db.database.db.execute(
      sql`UPDATE loads SET posted_at = now() - make_interval(mins => ${minutes}) WHERE id = ${id}`,
    );
  }
});
afterAll(async () => t?.close());

function search(query = '', token = trucker.token) {
  return t.app.inject({
    method: 'GET',
    url: `/api/loads${query ? `?${query}` : ''}`,
    headers: bearer(token),
  });
}
/** The fixture loads in the result, in the order returned. */
async function found(query = '', token = trucker.token): Promise<string[]> {
  const res = await search(query, token);
  expect(res.statusCode, res.body).toBe(200);
  const fixture = new Set(Object.values(L));
  return res
    .json()
    .items.map((l: { id: string }) => l.id)
    .filter((id: string) => fixture.has(id));
}
function get(id: string, token = trucker.token) {
  return t.app.inject({ method: 'GET', url: `/api/loads/${id}`, headers: bearer(token) });
}
const roadMiles = (a: LatLng, b: LatLng) => Math.round(greatCircleMiles(a, b) * ROAD_CIRCUITY_FACTOR);

describe('GET /api/loads', () => {
  it('shows only active, unexpired loads, newest first, with the broker’s company and MC but no contacts', async () => {
    expect(await found()).toEqual([L.okc, L.houston, L.fortWorth, L.dallas]);
    const res = await search();
    const load = res.json().items.find((l: { id: string }) => l.id === L.dallas);
    expect(load).toMatchObject({
      status: 'active',
      broker: { id: broker.userId, companyName: broker.companyName, mcNumber: expect.any(String) },
      threadId: null,
    });
    expect(res.body).not.toContain(broker.email);
    expect(res.body).not.toContain('@');
  });

  it('reads a page’s loads in full as they are now: one booked, expired or cancelled since is left out', async () => {
    const ids = [L.okc, L.booked, L.dallas, L.expired, L.cancelled, L.fortWorth];
    const p = {
      truckerId: trucker.userId,
      deadheadFrom: PLACES.fortWorth,
      premiumWindowMinutes: DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes,
    };
    // Through the pool's named statement (as the API) and through a drizzle handle (a transaction).
    for (const db of [t.db.database.pool, t.db.database.db]) {
      const loads = await pageLoads(db, p, ids);
      expect(loads.map((l) => l.id)).toEqual([L.okc, L.dallas, L.fortWorth]);
      expect(loads[2]).toMatchObject({ deadheadMiles: 0, status: 'active', threadId: null });
      expect(loads[2]?.match).toMatchObject({ score: expect.any(Number) });
      // The market figures' columns, and timestamps as PostgreSQL's text (the views rearrange it).
      expect(Object.keys(loads[2] ?? {})).toEqual(
        expect.arrayContaining([
          'laneBookings',
          'laneBrokers',
          'laneAverageCents',
          'brokerComparedLoads',
          'brokerAverageDiffBp',
        ]),
      );
      expect(loads[2]?.postedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    }
    expect(await pageLoads(t.db.database.pool, { ...p, deadheadFrom: null }, [L.dallas])).toMatchObject([
      { id: L.dallas, deadheadMiles: null },
    ]);
  });

  it('measures deadhead from the home base in road miles and says where from', async () => {
    const res = (await search()).json();
    expect(res.deadheadOrigin).toMatchObject({ label: 'Fort Worth, TX', lat: PLACES.fortWorth.lat });
    const byId = new Map(
      res.items.map((l: { id: string; deadheadMiles: number }) => [l.id, l.deadheadMiles]),
    );
    expect(byId.get(L.fortWorth)).toBe(0);
    expect(
      Math.abs((byId.get(L.dallas) as number) - roadMiles(PLACES.fortWorth, PLACES.dallas)),
    ).toBeLessThanOrEqual(1);
  });

  it('filters by a radius around the origin ("City, ST", "City ST" or ZIP) and the destination', async () => {
    expect(await found('origin=Dallas,%20TX&originRadius=50')).toEqual([L.fortWorth, L.dallas]);
    expect(await found('origin=75201&originRadius=50')).toEqual([L.fortWorth, L.dallas]);
    expect(await found('origin=Dallas%20TX&originRadius=5')).toEqual([L.dallas]);
    expect(await found('destination=Dallas,%20TX')).toEqual([L.okc, L.houston]);
    expect(await found('origin=Houston,%20TX&destination=75201&destinationRadius=20')).toEqual([L.houston]);
  });

  it('filters by equipment, minimum rate per mile and maximum miles', async () => {
    expect(await found('equipment=Flatbed,Reefer')).toEqual([L.houston, L.dallas]);
    expect(await found('minRatePerMileCents=400')).toEqual([L.okc, L.fortWorth]);
    expect(await found('maxMiles=200')).toEqual([L.okc, L.fortWorth]);
    expect(await found('equipment=Hotshot&maxMiles=150')).toEqual([]);
  });

  it('filters by pickup windows overlapping the chosen day', async () => {
    await t.db.database.db.execute(
      sql`UPDATE loads SET pickup_window_start = now() + interval '26 hours', pickup_window_end = now() + interval '28 hours',
          delivery_window_start = now() + interval '30 hours', delivery_window_end = now() + interval '32 hours' WHERE id = ${L.houston}`,
    );
    const at = (h: number) => encodeURIComponent(new Date(Date.now() + h * 3_600_000).toISOString());
    expect(await found(`pickupFrom=${at(24)}&pickupBefore=${at(48)}`)).toEqual([L.houston]);
    expect(await found(`pickupFrom=${at(0)}&pickupBefore=${at(24)}`)).toEqual([L.okc, L.fortWorth, L.dallas]);
    // A window that began before the day but is still open overlaps it.
    expect(await found(`pickupFrom=${at(3)}&pickupBefore=${at(5)}`)).toEqual([L.okc, L.fortWorth, L.dallas]);
    expect(await found(`pickupBefore=${at(1)}`)).toEqual([]);
  });

  it('sorts by rate per mile, expiry and deadhead', async () => {
    expect(await found('sort=rate_per_mile')).toEqual([L.okc, L.fortWorth, L.dallas, L.houston]);
    expect(await found('sort=expiring')).toEqual([L.fortWorth, L.dallas, L.okc, L.houston]);
    expect(await found('sort=deadhead&deadheadFrom=Houston,%20TX')).toEqual([
      L.houston,
      L.dallas,
      L.fortWorth,
      L.okc,
    ]);
    const pickups: [string, LatLng][] = [
      [L.dallas, PLACES.dallas],
      [L.fortWorth, PLACES.fortWorth],
      [L.houston, PLACES.houston],
      [L.okc, PLACES.oklahomaCity],
    ];
    const fromHome = pickups
      .sort(([, a], [, b]) => greatCircleMiles(PLACES.fortWorth, a) - greatCircleMiles(PLACES.fortWorth, b))
      .map(([id]) => id);
    expect(await found('sort=deadhead')).toEqual(fromHome);
    const deadhead = (await search('sort=deadhead&deadheadFrom=77002')).json();
    expect(deadhead.deadheadOrigin.label).toBe('Houston, TX');
  });

  it('pages with the total of the whole result', async () => {
    const page1 = (await search('pageSize=2&equipment=Flatbed,Reefer,Hotshot,Dry%20Van')).json();
    const total = page1.total;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(page1.items).toHaveLength(2);
    const page2 = (await search('pageSize=2&page=2&equipment=Flatbed,Reefer,Hotshot,Dry%20Van')).json();
    expect(page2.total).toBe(total);
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect((await search('pageSize=2&page=500')).json()).toMatchObject({ total, items: [] });
  });

  it('shows the trucker’s own chat thread about a load, and only theirs', async () => {
    const other = await createTrucker(t);
    const { rows } = await t.db.database.db.execute<{ id: string }>(
      sql`INSERT INTO chat_threads (load_id, trucker_id, broker_id) VALUES (${L.okc}, ${trucker.userId}, ${broker.userId}) RETURNING id`,
    );
    const threadOf = async (token: string) =>
      (await search('', token)).json().items.find((l: { id: string }) => l.id === L.okc).threadId;
    expect(await threadOf(trucker.token)).toBe(rows[0]?.id);
    expect(await threadOf(other.token)).toBeNull();
    expect((await get(L.okc)).json().threadId).toBe(rows[0]?.id);
  });

  it('writes the very text of the page that zod’s response check writes (the route’s fast serializer)', async () => {
    const zodText = serializerCompiler({ schema: loadSearchResult, method: 'GET', url: '/api/loads' });
    const homeless = await createTrucker(t, { home: null });
    const cases: [string, string][] = [
      ['', trucker.token], // a chat thread on L.okc (the test above)
      ['', homeless.token], // no deadhead origin
      ['sort=deadhead&origin=Dallas,%20TX&destination=Houston,%20TX', trucker.token],
      ['sort=rate_per_mile&equipment=Flatbed,Hotshot&minRatePerMileCents=300', trucker.token],
      ['sort=expiring&pageSize=2&page=2', trucker.token],
      ['sort=best_match', trucker.token],
      ['origin=Atlantis,%20TX', trucker.token], // a 400: zod's problem serializer, as before
      ['pageSize=2&page=500', trucker.token],
    ];
    for (const [query, token] of cases) {
      const res = await search(query, token);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['origin']);
        continue;
      }
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(zodText(JSON.parse(res.body)));
    }
    // What the text carries: the thread, the deadhead origin, and no field outside the schema.
    const page = (await search()).json();
    expect(page.items.find((l: { id: string }) => l.id === L.okc).threadId).toEqual(expect.any(String));
    expect(Object.keys(page)).toEqual([
      'items',
      'total',
      'totalCapped',
      'page',
      'pageSize',
      'deadheadOrigin',
    ]);
    expect(page.items[0]).not.toHaveProperty('total');
  });

  it.each([
    ['origin', 'origin=Atlantis,%20TX'],
    ['origin', 'origin=nowhere'],
    ['destination', 'destination=00000'],
    ['deadheadFrom', 'deadheadFrom=Atlantis%20TX'],
    ['originRadius', 'origin=75201&originRadius=1'],
    ['equipment.0', 'equipment=Boat'],
    ['sort', 'sort=cheapest'],
  ])('refuses a bad %s with a 400 naming it', async (field, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('locates a place the same way every time, whichever field names it; an unknown one is a 400 every time', async () => {
    // The same text as origin, destination and deadhead start (the search remembers located texts).
    for (let i = 0; i < 2; i++) {
      expect(await found('origin=Houston,%20TX&originRadius=20')).toEqual([L.houston]);
      expect(await found('destination=Houston,%20TX&destinationRadius=20')).toEqual([L.dallas]);
      const res = (await search('sort=deadhead&deadheadFrom=Houston,%20TX')).json();
      expect(res.deadheadOrigin).toMatchObject({ label: 'Houston, TX' });
    }
    for (const field of ['origin', 'destination', 'deadheadFrom', 'origin']) {
      const res = await search(`${field}=Atlantis,%20TX`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('sorts by deadhead only with somewhere to measure from (400 on deadheadFrom)', async () => {
    const homeless = await createTrucker(t, { home: null });
    const res = await search('sort=deadhead', homeless.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['deadheadFrom']);
    const plain = (await search('', homeless.token)).json();
    expect(plain.deadheadOrigin).toBeNull();
    expect(plain.items.every((l: { deadheadMiles: number | null }) => l.deadheadMiles === null)).toBe(true);
    // Without a home base, the search origin is where deadhead starts.
    expect(await found('sort=deadhead&origin=Dallas,%20TX', homeless.token)).toEqual([L.dallas, L.fortWorth]);
  });
});

describe('GET /api/loads/:id', () => {
  it('answers a visible load with its deadhead from the home base', async () => {
    const res = await get(L.dallas);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: L.dallas, status: 'active', deadheadMiles: expect.any(Number) });
    expect(res.body).not.toContain(broker.email);
  });

  it('is a 404 for expired, cancelled and someone else’s booked loads', async () => {
    for (const id of [L.expired, L.cancelled, L.booked, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('still shows a load this trucker booked', async () => {
    const booked = await createBooking(t, broker.userId, trucker);
    expect((await get(booked.loadId)).json()).toMatchObject({ status: 'booked' });
    const other = await createTrucker(t);
    expect((await get(booked.loadId, other.token)).statusCode).toBe(404);
  });
});

describe('trucker routes before onboarding', () => {
  it('answer 403 "Complete onboarding first"', async () => {
    const newcomer = await createTruckerWithoutProfile(t);
    const calls = [
      { method: 'GET', url: '/api/loads' },
      { method: 'GET', url: `/api/loads/${L.dallas}` },
      { method: 'POST', url: `/api/loads/${L.dallas}/book`, payload: {} },
      { method: 'GET', url: '/api/trucker/bookings' },
    ] as const;
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: bearer(newcomer.token) });
      expect(res.statusCode, c.url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'onboarding_required', detail: 'Complete onboarding first' });
    }
    expect((await get(L.dallas)).statusCode).toBe(200); // nothing was booked
  });
});
