import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ForecastView } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad, PLACES } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

// GET /api/forecast: who may ask, what it refuses (400 naming the field), the default dates, and
// market demand near the origin from real loads and truckers.

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount;
let trucker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t);
});
afterAll(async () => t?.close());

const DALLAS_HOUSTON = { lane_from: 'Dallas, TX', lane_to: 'Houston, TX', truck_type: 'flatbed' };

function get(query: Record<string, string>, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/forecast',
    query,
    headers: token ? bearer(token) : {},
  });
}

/** Today in America/Chicago, and n days from it, yyyy-MM-dd. */
function chicagoDate(daysAhead = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/forecast: access', () => {
  it('is 401 without a token and 403 for a trucker who has not finished onboarding', async () => {
    const anonymous = await get(DALLAS_HOUSTON);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
    const newcomer = await createTrucker(t, { onboarded: false });
    const res = await get(DALLAS_HOUSTON, newcomer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('onboarding_required');
  });

  it('answers brokers, admins and onboarded truckers, covering the next 30 days by default', async () => {
    for (const who of [broker, admin, trucker]) {
      const res = await get(DALLAS_HOUSTON, who.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ForecastView>()).toMatchObject({
        lane_from: 'Dallas, TX',
        lane_to: 'Houston, TX',
        start_date: chicagoDate(0),
        end_date: chicagoDate(29),
        basis: 'none',
        forecast_rate: null,
      });
    }
    const from = await get({ ...DALLAS_HOUSTON, start_date: chicagoDate(10) }, broker.token);
    expect(from.json()).toMatchObject({ start_date: chicagoDate(10), end_date: chicagoDate(39) });
  });
});

describe('GET /api/forecast: bad input is a 400 naming the field', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['lane_from missing', { lane_to: 'Houston, TX', truck_type: 'flatbed' }, 'lane_from'],
    ['lane_from unknown', { ...DALLAS_HOUSTON, lane_from: 'Nowhere, ZZ' }, 'lane_from'],
    ['lane_to unknown', { ...DALLAS_HOUSTON, lane_to: '00000' }, 'lane_to'],
    ['lane over 400 miles', { ...DALLAS_HOUSTON, lane_to: 'Denver, CO' }, 'lane_to'],
    ['truck_type not a futures type', { ...DALLAS_HOUSTON, truck_type: 'tanker' }, 'truck_type'],
    ['truck_type missing', { lane_from: 'Dallas, TX', lane_to: 'Houston, TX' }, 'truck_type'],
    ['end_date not a date', { ...DALLAS_HOUSTON, end_date: '2027-02-30' }, 'end_date'],
    [
      'end_date before start_date',
      { ...DALLAS_HOUSTON, start_date: chicagoDate(5), end_date: chicagoDate(4) },
      'end_date',
    ],
    [
      'end_date before today (start defaults to today)',
      { ...DALLAS_HOUSTON, end_date: chicagoDate(-1) },
      'end_date',
    ],
    [
      'a range over 366 days',
      { ...DALLAS_HOUSTON, start_date: chicagoDate(1), end_date: chicagoDate(400) },
      'end_date',
    ],
    ['start_date over a year ahead', { ...DALLAS_HOUSTON, start_date: chicagoDate(400) }, 'start_date'],
  ];
  it.each(cases)('%s', async (_name, query, field) => {
    const res = await get(query, broker.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
  });
});

describe('GET /api/forecast: market demand near the origin', () => {
  it('is loads posted within 100 miles in 14 days ÷ truckers based or standing within 100 miles', async () => {
    const denver = { lane_from: 'Denver, CO', lane_to: 'Colorado Springs, CO', truck_type: 'dry_van' };
    const demand = async () => {
      const res = await get(denver, broker.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ForecastView>();
      return [body.market_demand, body.demand_loads, body.demand_truckers];
    };
    expect(await demand()).toEqual(['low', 0, 0]);

    // Two truckers based in Denver, one based in Dallas but standing in Denver now; one in Dallas.
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    const visiting = await createTrucker(t, { home: 'dallas' });
    await createTrucker(t, { home: 'dallas' });
    await t.db.database.db.execute(sql`
      UPDATE truckers SET current_lat = ${PLACES.denver.lat}, current_lng = ${PLACES.denver.lng},
        current_city = 'Denver', current_state = 'CO', current_available_from = now()
      WHERE user_id = ${visiting.userId}`);
    // Loads picked up in Denver, whatever became of them; and one from Dallas (not near).
    await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas', status: 'active' });
    await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas', status: 'booked' });
    await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas', status: 'expired' });
    await insertLoad(t, { brokerId: broker.userId, from: 'dallas', to: 'houston' });
    expect(await demand()).toEqual(['medium', 3, 3]); // 1 load a trucker

    // A load posted 20 days ago is outside the window.
    const old = await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas' });
    await t.db.database.db.execute(
      sql`UPDATE loads SET posted_at = now() - interval '20 days' WHERE id = ${old.id}`,
    );
    expect(await demand()).toEqual(['medium', 3, 3]);
    // …and a cancelled post was no demand.
    const cancelled = await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas' });
    await t.db.database.db.execute(
      sql`UPDATE loads SET status = 'cancelled', cancelled_at = now() WHERE id = ${cancelled.id}`,
    );
    expect(await demand()).toEqual(['medium', 3, 3]);

    for (let i = 0; i < 6; i++) {
      await insertLoad(t, { brokerId: broker.userId, from: 'denver', to: 'dallas' });
    }
    expect(await demand()).toEqual(['high', 9, 3]); // 3 loads a trucker

    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    await createTrucker(t, { home: 'denver' });
    expect(await demand()).toEqual(['low', 9, 10]); // under 1 load a trucker
  });
});
