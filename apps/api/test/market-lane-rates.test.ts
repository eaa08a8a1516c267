import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LaneRateFigures, LaneRatesResponse } from '@haulclub/shared';
import { sweepMarket } from '../src/modules/market/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import {
  createBooking,
  createTrucker,
  createTruckerWithoutProfile,
  insertLoad,
  postedLoad,
} from './helpers/loads';
import { ageLaneRates, changeSettings, insertBookedSample, insertLaneSamples } from './helpers/market';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let admin: TestAccount;
let brokers: Array<TestAccount & { companyName: string }>;
let trucker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  brokers = await Promise.all([1, 2, 3, 4].map(() => createVerifiedBroker(t)));
  trucker = await createTrucker(t);
});
afterAll(async () => t?.close());

const ids = () => brokers.map((b) => b.userId);

async function laneRates(token: string, query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/lane-rates', query, headers: bearer(token) });
}

function windowOf(body: LaneRatesResponse, days: number, equipment?: string): LaneRateFigures {
  const entry = equipment ? body.equipment.find((e) => e.equipment === equipment) : body.equipment[0];
  const figures = entry?.windows.find((w) => w.windowDays === days);
  if (!figures) throw new Error(`no ${days}-day window in ${JSON.stringify(body)}`);
  return figures;
}

describe('GET /api/lane-rates', () => {
  it('gives the average, median and middle 50% of the agreed rates per mile (hand-computed)', async () => {
    // 7 bookings from 3 brokers: 200 250 300 310 320 400 500 ¢/mi.
    await insertLaneSamples(
      t,
      { truckerId: trucker.userId, from: 'dallas', to: 'houston', equipment: 'Flatbed' },
      ids().slice(0, 3),
      [310, 200, 500, 250, 400, 300, 320],
    );
    await t.app.jobs.runDue();
    const res = await laneRates(trucker.token, {
      origin: 'Dallas, TX',
      destination: '77002',
      equipment: 'Flatbed',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<LaneRatesResponse>();
    expect(body.origin).toEqual({ market: '752', label: 'Dallas, TX area (752)' });
    expect(body.destination).toEqual({ market: '770', label: 'Houston, TX area (770)' });
    expect(body.floor).toEqual({ minBookings: 7, minBrokers: 3 });
    for (const days of [7, 30, 90]) {
      // mean 2280/7 = 325.7; median the 4th = 310; p25 at position 1.5 = 275; p75 at 4.5 = 360.
      expect(windowOf(body, days)).toEqual({
        windowDays: days,
        bookings: 7,
        brokers: 3,
        enoughData: true,
        averageCents: 326,
        medianCents: 310,
        p25Cents: 275,
        p75Cents: 360,
      });
    }
    // The history's last point is this week's 30-day figure.
    const history = body.equipment[0]?.history ?? [];
    expect(history).toHaveLength(26);
    expect(history.at(-1)).toMatchObject({ bookings: 7, brokers: 3, averageCents: 326, medianCents: 310 });
    expect(history[0]).toMatchObject({ bookings: 0, averageCents: null });
  });

  it('shows no figure under 7 bookings or 3 brokers, only the counts', async () => {
    const lane = { truckerId: trucker.userId, from: 'houston', to: 'austin', equipment: 'Reefer' } as const;
    await insertLaneSamples(t, lane, ids().slice(0, 3), [300, 300, 300, 300, 300, 300]);
    await t.app.jobs.runDue();
    let figures = windowOf(
      (await laneRates(broker0(), { origin: 'Houston, TX', destination: 'Austin, TX' })).json(),
      30,
    );
    expect(figures).toMatchObject({
      bookings: 6,
      brokers: 3,
      enoughData: false,
      averageCents: null,
      medianCents: null,
    });

    // 7 bookings but from 2 brokers: still not enough.
    const twoBrokers = { ...lane, to: 'oklahomaCity' } as const;
    await insertLaneSamples(t, twoBrokers, ids().slice(0, 2), [300, 300, 300, 300, 300, 300, 300]);
    await t.app.jobs.runDue();
    figures = windowOf(
      (await laneRates(broker0(), { origin: 'Houston, TX', destination: '73102' })).json(),
      30,
    );
    expect(figures).toMatchObject({
      bookings: 7,
      brokers: 2,
      enoughData: false,
      averageCents: null,
      p25Cents: null,
    });

    // The 7th booking from a 3rd broker clears the floor.
    await insertBookedSample(t, { ...lane, brokerId: ids()[2] as string, ratePerMileCents: 370 });
    await t.app.jobs.runDue();
    figures = windowOf(
      (await laneRates(broker0(), { origin: 'Houston, TX', destination: 'Austin, TX' })).json(),
      30,
    );
    expect(figures).toMatchObject({
      bookings: 7,
      brokers: 3,
      enoughData: true,
      averageCents: 310,
      medianCents: 300,
    });
  });

  it('applies a change of the floor at once', async () => {
    const query = { origin: 'Dallas, TX', destination: 'Houston, TX', equipment: 'Flatbed' };
    await changeSettings(t, admin.userId, { laneRateMinBookings: 8 });
    try {
      const under = await laneRates(admin.token, query);
      expect(under.json().floor).toEqual({ minBookings: 8, minBrokers: 3 });
      expect(windowOf(under.json(), 30)).toMatchObject({
        bookings: 7,
        enoughData: false,
        averageCents: null,
      });
    } finally {
      await changeSettings(t, admin.userId, { laneRateMinBookings: 7 });
    }
    expect(windowOf((await laneRates(admin.token, query)).json(), 30)).toMatchObject({ averageCents: 326 });
  });

  it('counts a sample in the windows it falls in (31 days old: in 90, not in 30 or 7)', async () => {
    const lane = { truckerId: trucker.userId, from: 'austin', to: 'denver', equipment: 'Dry Van' } as const;
    await insertBookedSample(t, {
      ...lane,
      brokerId: ids()[0] as string,
      ratePerMileCents: 280,
      daysAgo: 31,
    });
    await insertBookedSample(t, { ...lane, brokerId: ids()[1] as string, ratePerMileCents: 300, daysAgo: 8 });
    await insertBookedSample(t, { ...lane, brokerId: ids()[2] as string, ratePerMileCents: 320, daysAgo: 1 });
    await t.app.jobs.runDue();
    const body = (
      await laneRates(trucker.token, { origin: 'Austin, TX', destination: 'Denver, CO' })
    ).json<LaneRatesResponse>();
    expect(body.equipment.map((e) => e.equipment)).toEqual(['Dry Van']);
    expect(windowOf(body, 7)).toMatchObject({ bookings: 1, brokers: 1 });
    expect(windowOf(body, 30)).toMatchObject({ bookings: 2, brokers: 2 });
    expect(windowOf(body, 90)).toMatchObject({ bookings: 3, brokers: 3 });

    // An equipment the lane has no bookings for: counts of 0, no figures, every week empty.
    const none = (
      await laneRates(trucker.token, { origin: 'Austin, TX', destination: 'Denver, CO', equipment: 'RGN' })
    ).json<LaneRatesResponse>();
    expect(none.equipment).toHaveLength(1);
    expect(
      none.equipment[0]?.windows.every((w) => w.bookings === 0 && !w.enoughData && w.averageCents === null),
    ).toBe(true);
    expect(none.equipment[0]?.history).toHaveLength(26);
    expect(none.equipment[0]?.history.at(-1)?.weekStart).toBe(body.equipment[0]?.history.at(-1)?.weekStart);
  });

  it('updates a lane after a booking through the API, once its job has run', async () => {
    const query = { origin: 'Dallas, TX', destination: 'Houston, TX', equipment: 'Flatbed' };
    const before = windowOf((await laneRates(trucker.token, query)).json(), 30);
    // 100 miles for $9.00/mi from a 4th broker.
    expect(before).toMatchObject({ bookings: 7, brokers: 3 });
    await createBooking(t, ids()[3] as string, trucker, {
      from: 'dallas',
      to: 'houston',
      rateCents: 90_000,
      miles: 100,
    });
    await t.app.jobs.runDue();
    const after = windowOf((await laneRates(trucker.token, query)).json(), 30);
    // 200 250 300 310 320 400 500 900: mean 3180/8 = 397.5 → 398, median (310+320)/2 = 315.
    expect(after).toMatchObject({ bookings: 8, brokers: 4, averageCents: 398, medianCents: 315 });
  });

  it('sweeps: rolls stale lanes, fills lanes with samples but no figures, drops empty windows', async () => {
    const lane = { truckerId: trucker.userId, from: 'denver', to: 'dallas', equipment: 'Hotshot' } as const;
    const { bookingId } = await insertBookedSample(t, {
      ...lane,
      brokerId: ids()[0] as string,
      ratePerMileCents: 410,
    });
    // As if its refresh had been lost: the sweeper still finds a lane with samples and no figures.
    await t.app.jobs.runDue();
    await t.db.database.db.execute(
      sql`DELETE FROM lane_rates WHERE origin_market = '802' AND destination_market = '752'`,
    );
    expect(
      (await laneRates(trucker.token, { origin: 'Denver, CO', destination: 'Dallas, TX' })).json().equipment,
    ).toEqual([
      expect.objectContaining({
        windows: expect.arrayContaining([expect.objectContaining({ windowDays: 7, bookings: 0 })]),
      }),
    ]);
    await sweepMarket(t.db.database.db, t.app.platformSettings.current());
    const q = { origin: 'Denver, CO', destination: 'Dallas, TX' };
    expect(windowOf((await laneRates(trucker.token, q)).json(), 7)).toMatchObject({ bookings: 1 });

    // Eight days later the sample has left the 7-day window: a stale lane is rolled, its 7-day row goes.
    await t.db.database.db.execute(
      sql`UPDATE lane_rate_samples SET booked_at = now() - interval '8 days' WHERE booking_id = ${bookingId}`,
    );
    await ageLaneRates(t, 2);
    await sweepMarket(t.db.database.db, t.app.platformSettings.current());
    const rows = await t.db.database.db.execute<{ window_days: number }>(
      sql`SELECT window_days FROM lane_rates WHERE origin_market = '802' AND destination_market = '752' ORDER BY 1`,
    );
    expect(rows.rows.map((r) => r.window_days)).toEqual([30, 90]);
    expect(windowOf((await laneRates(trucker.token, q)).json(), 7)).toMatchObject({
      bookings: 0,
      brokers: 0,
    });
  });

  it('refuses unknown places, states and "anywhere", naming the field', async () => {
    const unknown = await laneRates(trucker.token, { origin: 'Nowhere, ZZ', destination: 'Dallas, TX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().errors).toEqual([
      { field: 'origin', message: expect.stringContaining('could not find') },
    ]);

    const state = await laneRates(trucker.token, { origin: 'Dallas, TX', destination: 'TX' });
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toEqual([
      { field: 'destination', message: expect.stringContaining('3-digit ZIP area') },
    ]);

    const anywhere = await laneRates(trucker.token, { origin: 'anywhere', destination: 'Dallas, TX' });
    expect(anywhere.json().errors[0].field).toBe('origin');

    const missing = await laneRates(trucker.token, { origin: 'Dallas, TX' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().errors)).toContain('destination');

    const equipment = await laneRates(trucker.token, {
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      equipment: 'Boat',
    });
    expect(equipment.statusCode).toBe(400);
  });

  it('is for members only: signed-out 401, trucker before onboarding 403', async () => {
    const q = { origin: 'Dallas, TX', destination: 'Houston, TX' };
    const anon = await t.app.inject({ method: 'GET', url: '/api/lane-rates', query: q });
    expect(anon.statusCode).toBe(401);
    const unboarded = await createTruckerWithoutProfile(t);
    expect((await laneRates(unboarded.token, q)).statusCode).toBe(403);
  });
});

describe('lane comparison on loads', () => {
  it('puts the 30-day lane average and the difference on cards, details and the broker’s loads', async () => {
    // Dallas → Houston flatbed: the lane averages 398 ¢/mi now (see above); a load at 366 is 8% below.
    const load = await insertLoad(t, {
      brokerId: ids()[0] as string,
      from: 'dallas',
      to: 'houston',
      rateCents: 36_600,
      miles: 100,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${load.id}`,
      headers: bearer(trucker.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().laneRate).toEqual({
      origin: { market: '752', label: 'Dallas, TX area (752)' },
      destination: { market: '770', label: 'Houston, TX area (770)' },
      windowDays: 30,
      bookings: 8,
      brokers: 4,
      enoughData: true,
      averageCents: 398,
      diffPercent: -8,
    });
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/loads?pageSize=50',
      headers: bearer(trucker.token),
    });
    const card = board.json().items.find((i: { id: string }) => i.id === load.id);
    // The board reads the figures with the page's matches (one statement): the same as the detail's.
    expect(card.laneRate).toEqual(detail.json().laneRate);

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/broker/loads',
      headers: bearer(brokers[0]?.token ?? ''),
    });
    const mine = own.json().items.find((i: { id: string }) => i.id === load.id);
    expect(mine.laneRate).toMatchObject({ averageCents: 398, diffPercent: -8 });

    // A lane under the floor: the counts, no figure.
    const thin = await insertLoad(t, {
      brokerId: ids()[0] as string,
      from: 'austin',
      to: 'denver',
      equipment: 'Dry Van',
    });
    const thinDetail = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${thin.id}`,
      headers: bearer(trucker.token),
    });
    expect(thinDetail.json().laneRate).toMatchObject({
      bookings: 2,
      enoughData: false,
      averageCents: null,
      diffPercent: null,
    });
  });

  it('answers the post-load form’s estimate with the lane average for the equipment and rate', async () => {
    const broker = brokers[1] as TestAccount;
    const estimate = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/broker/loads/estimate',
        headers: bearer(broker.token),
        payload: body,
      });
    const places = {
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
    };
    const none = await estimate(places);
    expect(none.statusCode).toBe(200);
    expect(none.json().laneRate).toBeNull();
    const withRate = await estimate({ ...places, equipment: 'Flatbed', rateCents: 43_800, miles: 100 });
    expect(withRate.json().laneRate).toMatchObject({ averageCents: 398, diffPercent: 10, enoughData: true });
    const bad = await estimate({ ...places, equipment: 'Flatbed', rateCents: -5 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('rateCents');
    // Posting still answers with the comparison.
    const posted = await postedLoad(t, broker.token, { rateCents: 79_600, miles: 200 });
    expect((posted as unknown as { laneRate: { diffPercent: number } }).laneRate.diffPercent).toBe(0);
  });
});

const broker0 = () => brokers[0]?.token ?? '';
