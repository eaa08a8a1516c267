import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  type TestAccount,
} from './helpers/membership';
import { insertLaneSamples } from './helpers/market';
import {
  createFuture,
  dayFromToday,
  futureInput,
  futuresCounts,
  getJson,
  postFuture,
} from './helpers/futures';

let t: TestApp;
let broker: TestAccount & { companyName: string };

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Whitfield' });
});
afterAll(async () => t?.close());

describe('POST /api/futures (create-freight-future)', () => {
  it('creates an open future with its total in cents, the lane as located, and the forecast figures', async () => {
    const res = await postFuture(
      t,
      broker.token,
      futureInput({
        lane_from: ' dallas, tx ',
        lane_to: '77002',
        rate_per_mile: 2.37,
        estimated_miles: 1001,
      }),
    );
    expect(res.statusCode).toBe(201);
    const f = res.json();
    expect(f).toMatchObject({
      broker: { id: broker.userId, name: 'Dana Whitfield', company_name: broker.companyName },
      lane_from: 'Dallas, TX',
      lane_to: 'Houston, TX',
      truck_type: 'flatbed',
      rate_per_mile: 2.37,
      estimated_miles: 1001,
      // 237 cents × 1001 miles = 237,237 cents, no floating-point drift
      total_commitment: 2372.37,
      status: 'open',
      locked_by: null,
      contract_id: null,
      equipment_fits: null,
    });
    expect(f.lane_miles).toBeGreaterThan(200);
    expect(f.lane_miles).toBeLessThan(400);
    expect(f.ai_confidence_score).toBeGreaterThanOrEqual(0);
    expect(f.ai_confidence_score).toBeLessThanOrEqual(1);
    expect(['high', 'medium', 'low']).toContain(f.market_demand);
    expect(['lane', 'market', 'national', 'none']).toContain(f.forecast_basis);
    expect(f.number).toBeGreaterThan(0);

    const own = await getJson(t, broker.token, '/api/broker/futures');
    expect(own.futures[0]).toMatchObject({ id: f.id, status: 'open', total_commitment: 2372.37 });
  });

  it('accepts a future that starts today (in America/Chicago) and ends the same day', async () => {
    const res = await postFuture(
      t,
      broker.token,
      futureInput({ start_date: dayFromToday(0), end_date: dayFromToday(0) }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('announces the new future on the public futures topic', async () => {
    const board = await follow(t, ['futures']);
    try {
      const f = await createFuture(t, broker.token);
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.future, f.id)).toEqual({
        id: f.id,
        status: 'open',
      });
    } finally {
      board.socket.close();
    }
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['lane_from missing', { lane_from: undefined }, 'lane_from'],
    ['lane_to blank', { lane_to: '   ' }, 'lane_to'],
    ['truck_type missing', { truck_type: undefined }, 'truck_type'],
    ['rate_per_mile missing', { rate_per_mile: undefined }, 'rate_per_mile'],
    ['estimated_miles missing', { estimated_miles: undefined }, 'estimated_miles'],
    ['start_date missing', { start_date: undefined }, 'start_date'],
    ['end_date missing', { end_date: undefined }, 'end_date'],
    ['end before start', { start_date: dayFromToday(10), end_date: dayFromToday(9) }, 'end_date'],
    ['start in the past', { start_date: dayFromToday(-1) }, 'start_date'],
    [
      'start over 365 days ahead',
      { start_date: dayFromToday(366), end_date: dayFromToday(370) },
      'start_date',
    ],
    ['span over 366 days', { start_date: dayFromToday(1), end_date: dayFromToday(368) }, 'end_date'],
    ['a date that does not exist', { start_date: '2027-02-30' }, 'start_date'],
    ['a date in another format', { end_date: '12/31/2027' }, 'end_date'],
    ['zero rate', { rate_per_mile: 0 }, 'rate_per_mile'],
    ['negative rate', { rate_per_mile: -2.5 }, 'rate_per_mile'],
    ['rate with 3 decimals', { rate_per_mile: 2.555 }, 'rate_per_mile'],
    ['rate as text', { rate_per_mile: '2.50' }, 'rate_per_mile'],
    ['zero miles', { estimated_miles: 0 }, 'estimated_miles'],
    ['negative miles', { estimated_miles: -10 }, 'estimated_miles'],
    ['fractional miles', { estimated_miles: 10.5 }, 'estimated_miles'],
    ['unknown origin', { lane_from: 'Nowhereville, ZZ' }, 'lane_from'],
    ['unknown destination', { lane_to: '00000' }, 'lane_to'],
    ['a lane over 400 miles', { lane_to: 'Denver, CO' }, 'lane_to'],
    ['a truck type off the list', { truck_type: 'tanker' }, 'truck_type'],
    ['a load equipment label instead of the code', { truck_type: 'Flatbed' }, 'truck_type'],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_, overrides, field) => {
      const before = await futuresCounts(t);
      const body = futureInput(overrides);
      // undefined fields are left out of the JSON body (missing).
      const res = await postFuture(t, broker.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const problem = res.json();
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await futuresCounts(t)).toEqual(before);
    },
  );

  it('names every bad field of one request at once', async () => {
    const res = await postFuture(
      t,
      broker.token,
      futureInput({ lane_from: 'Atlantis, ZZ', start_date: dayFromToday(-3), end_date: dayFromToday(-2) }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['start_date', 'lane_from']));
  });

  it('says why a lane is too long', async () => {
    const res = await postFuture(t, broker.token, futureInput({ lane_to: 'Denver, CO' }));
    expect(res.json().errors).toEqual([
      { field: 'lane_to', message: expect.stringMatching(/about \d+ road miles.*under 400 miles/) },
    ]);
  });

  it('lets only verified brokers create: pending and rejected brokers, truckers and admins get 403', async () => {
    const before = await futuresCounts(t);
    const pending = await createBroker(t, { status: 'pending' });
    const rejected = await createBroker(t, { status: 'rejected' });
    for (const who of [pending, rejected]) {
      const res = await postFuture(t, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Your broker account is not verified yet');
    }
    const trucker = await createTrucker(t);
    const admin = await createAdminAccount(t);
    expect((await postFuture(t, trucker.token)).statusCode).toBe(403);
    expect((await postFuture(t, admin.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/futures', payload: futureInput() });
    expect(anonymous.statusCode).toBe(401);
    expect(await futuresCounts(t)).toEqual(before);
  });

  it("stores the lane's forecast at creation: history booked later changes new futures, not the stored one", async () => {
    const lane = { lane_from: 'Dallas, TX', lane_to: 'Houston, TX', truck_type: 'flatbed' };
    const first = await createFuture(t, broker.token, lane);

    const [b1, b2, b3] = await Promise.all([1, 2, 3].map(() => createVerifiedBroker(t)));
    const hauler = await createTrucker(t);
    const rates = [290, 300, 310, 295, 305, 300, 298, 302, 296, 304];
    await insertLaneSamples(
      t,
      { truckerId: hauler.userId, from: 'dallas', to: 'houston', equipment: 'Flatbed', daysAgo: 3 },
      [b1, b2, b3].map((b) => (b as TestAccount).userId),
      rates,
    );
    const second = await createFuture(t, broker.token, lane);
    expect(second.forecast_basis).toBe('lane');
    expect(second.forecast_rate).toBeGreaterThan(2.7);
    expect(second.forecast_rate).toBeLessThan(3.3);

    const again = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
    const stored = again.futures.find((x: { id: string }) => x.id === first.id);
    expect(stored).toMatchObject({
      ai_confidence_score: first.ai_confidence_score,
      market_demand: first.market_demand,
      forecast_rate: first.forecast_rate,
      forecast_basis: first.forecast_basis,
    });
    expect(first.forecast_basis).not.toBe('lane');
  });
});

describe('GET /api/broker/futures', () => {
  it('is for brokers only and lists only their own', async () => {
    const other = await createVerifiedBroker(t);
    const mine = await createFuture(t, other.token);
    const list = await getJson(t, other.token, '/api/broker/futures');
    expect(list.futures.map((f: { id: string }) => f.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    const trucker = await createTrucker(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/broker/futures',
      headers: bearer(trucker.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
