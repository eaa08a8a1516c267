import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ForecastView } from '@haulclub/shared';
import { forecastLane, resolveFuturesLane } from '../src/modules/forecast/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker } from './helpers/loads';
import { changeSettings, insertBookedSample, type SampleOptions } from './helpers/market';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

// Which history a forecast rests on (lane → wider market → the equipment nationally → none), and
// the confidence cap under the lane-rate floor, through GET /api/forecast on real PostgreSQL.

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount;
let brokers: TestAccount[];
let trucker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  brokers = await Promise.all([1, 2, 3].map(() => createVerifiedBroker(t)));
  broker = brokers[0] as TestAccount;
  trucker = await createTrucker(t);
});
afterAll(async () => t?.close());

/** Bookings on a lane, one a day going back, brokers in turn; rates wobble ±3 % around `rate`. */
async function seed(
  lane: Pick<SampleOptions, 'from' | 'to' | 'equipment'>,
  count: number,
  rate: number,
  brokerCount = 3,
): Promise<string[]> {
  const wobble = [0, 0.03, -0.02, 0.01, -0.03, 0.02, -0.01];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { bookingId } = await insertBookedSample(t, {
      ...lane,
      truckerId: trucker.userId,
      brokerId: (brokers[i % brokerCount] as TestAccount).userId,
      ratePerMileCents: Math.round(rate * (1 + (wobble[i % wobble.length] as number))),
      daysAgo: 1 + i,
    });
    ids.push(bookingId);
  }
  return ids;
}

async function forecast(query: Record<string, string>, token = broker.token) {
  const res = await t.app.inject({ method: 'GET', url: '/api/forecast', query, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ForecastView>();
}

describe('GET /api/forecast: the history behind the forecast', () => {
  it("forecasts a rich lane from its own history, above the floor's cap", async () => {
    await seed({ from: 'dallas', to: 'houston', equipment: 'Flatbed' }, 30, 300);
    const body = await forecast({ lane_from: '75201', lane_to: '77002', truck_type: 'flatbed' });
    expect(body).toMatchObject({
      lane_from: 'Dallas, TX',
      lane_to: 'Houston, TX',
      truck_type: 'flatbed',
      basis: 'lane',
      lane_bookings: 30,
      lane_brokers: 3,
    });
    expect(body.forecast_rate).toBeGreaterThan(2.9);
    expect(body.forecast_rate).toBeLessThan(3.1);
    expect(Math.round(body.forecast_rate! * 100)).toBeCloseTo(body.forecast_rate! * 100, 6);
    expect(body.ai_confidence_score).toBeGreaterThan(0.5);
    expect(body.ai_confidence_score).toBeLessThanOrEqual(1);
    expect(body.backtest_mape).toBeGreaterThan(0);
    expect(body.backtest_mape).toBeLessThan(0.06);

    // The opposite direction is another lane: nothing of its own, nothing in its areas → the nation.
    const back = await forecast({ lane_from: '77002', lane_to: '75201', truck_type: 'flatbed' });
    expect(back).toMatchObject({ basis: 'national', lane_bookings: 0, lane_brokers: 0 });
    expect(back.ai_confidence_score).toBeLessThanOrEqual(0.3);
  });

  it('caps the confidence at 0.5 while the lane is under the floor (an admin raises it)', async () => {
    const query = { lane_from: '75201', lane_to: '77002', truck_type: 'flatbed' };
    try {
      await changeSettings(t, admin.userId, { laneRateMinBookings: 31 });
      const capped = await forecast(query);
      expect(capped.basis).toBe('lane'); // nothing wider reaches the floor either: the most specific history
      expect(capped.ai_confidence_score).toBe(0.5);
      await changeSettings(t, admin.userId, { laneRateMinBookings: 7, laneRateMinBrokers: 4 });
      expect((await forecast(query)).ai_confidence_score).toBe(0.5);
    } finally {
      await changeSettings(t, admin.userId, { laneRateMinBookings: 7, laneRateMinBrokers: 3 });
    }
    expect((await forecast(query)).ai_confidence_score).toBeGreaterThan(0.5);
  });

  it("falls back to the wider market (the lane ends' 2-digit ZIP areas) when the lane is thin", async () => {
    // The lane itself: 2 bookings from one broker at $3.60.
    await seed({ from: 'dallas', to: 'houston', equipment: 'Reefer' }, 2, 360, 1);
    // Neighbouring markets 753 → 771 (same areas 75 → 77): 12 bookings from 3 brokers at $3.00.
    const neighbours = await seed({ from: 'dallas', to: 'houston', equipment: 'Reefer' }, 12, 300);
    await t.db.database.db.execute(sql`
      UPDATE lane_rate_samples SET origin_market = '753', destination_market = '771'
      WHERE booking_id IN (${sql.join(
        neighbours.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const body = await forecast({ lane_from: 'Dallas, TX', lane_to: '77002', truck_type: 'reefer' });
    expect(body).toMatchObject({ basis: 'market', lane_bookings: 2, lane_brokers: 1 });
    // Mostly the market's $3.00 (the lane's own two bookings are in it too).
    expect(body.forecast_rate).toBeGreaterThan(2.9);
    expect(body.forecast_rate).toBeLessThan(3.4);
    expect(body.ai_confidence_score).toBeGreaterThan(0);
    expect(body.ai_confidence_score).toBeLessThanOrEqual(0.4);
  });

  it("falls back to the equipment's national figure, and to none with no history at all", async () => {
    // Dry vans only between Oklahoma City and Dallas; the future is Houston → Austin.
    await seed({ from: 'oklahomaCity', to: 'dallas', equipment: 'Dry Van' }, 10, 250);
    const body = await forecast({ lane_from: 'Houston, TX', lane_to: 'Austin, TX', truck_type: 'dry_van' });
    expect(body).toMatchObject({ basis: 'national', lane_bookings: 0, lane_brokers: 0 });
    expect(body.forecast_rate).toBeGreaterThan(2.35);
    expect(body.forecast_rate).toBeLessThan(2.65);
    expect(body.ai_confidence_score).toBeLessThanOrEqual(0.3);

    const none = await forecast({ lane_from: 'Houston, TX', lane_to: 'Austin, TX', truck_type: 'step_deck' });
    expect(none).toMatchObject({
      basis: 'none',
      forecast_rate: null,
      ai_confidence_score: 0,
      lane_bookings: 0,
      lane_brokers: 0,
      backtest_mape: null,
    });
  });

  it('is the same forecastLane the futures API calls', async () => {
    const lane = resolveFuturesLane('75201', '77002');
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const [startDate, endDate] = [day(60), day(90)];
    const direct = await forecastLane(
      { db: t.db.database.db, settings: { laneRateMinBookings: 7, laneRateMinBrokers: 3 } },
      { lane, truckType: 'flatbed', startDate, endDate },
    );
    const viaRoute = await forecast({
      lane_from: '75201',
      lane_to: '77002',
      truck_type: 'flatbed',
      start_date: startDate,
      end_date: endDate,
    });
    expect(direct.basis).toBe('lane');
    expect(viaRoute).toMatchObject({ start_date: startDate, end_date: endDate, basis: 'lane' });
    // A few milliseconds apart: the same figures to the cent.
    expect(
      Math.abs((viaRoute.forecast_rate as number) - (direct.rateCents as number) / 100),
    ).toBeLessThanOrEqual(0.01);
    expect(Math.abs(viaRoute.ai_confidence_score - direct.confidence)).toBeLessThanOrEqual(0.01);
  });
});
