// Lane rates at size: 1,000,000 historical bookings (loads, bookings and their lane-rate samples,
// seeded set-based with INSERT … SELECT generate_series over realistic lanes of the region and 200
// brokers, spread over the last 89 days, popular lanes far busier than the rest), then
//   1. the time to refresh every lane's 7/30/90-day figures (the sweeper's worst case) and one
//      lane (what a booking's job does), and every broker's fairness standing,
//   2. reading the lane rates of a page of 50 loads (laneRatesForLoads: the one query every load
//      page runs) next to a plain SELECT of the same 50 loads by primary key, in the same run.
// BENCH_MARKET_SAMPLES changes the number of bookings (e.g. 100000 for a quick run).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import zipcodes from 'zipcodes';
import {
  DEFAULT_PLATFORM_SETTINGS,
  MAX_LOAD_MILES,
  estimateRoadMiles,
  marketOf,
  type EquipmentType,
} from '@haulclub/shared';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import {
  laneRatesForLoads,
  refreshBrokerFairness,
  refreshLaneRates,
  sweepMarket,
  type Lane,
  type LaneRateLoad,
} from '../../apps/api/src/modules/market/index';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { seededRandom } from './lib/concurrency';
import { emitLatencies, round } from './lib/emit';
import { seedBrokers, seedTruckers, regionZips, type SeededUser } from './lib/load-board-seed';
import { median } from './lib/stats';

const PASSWORD = 'Bench-Market-2026';
const BROKERS = 200;
const TRUCKERS = 100;
const BATCH = 100_000;
const PAGE = 50;
const TIMING_RUNS = 200;
const ONE_LANE_RUNS = 30;

/** Freight hubs of the region: lanes run between them (origin ≠ destination). */
// prettier-ignore
const HUBS = [
  '75201', '77002', '78205', '78701', '76102', '73102', '74103', '70130', '70801', '72201',
  '87102', '79901', '79401', '78401', '75701', '77701', '71101', '79101', '76701', '72701',
];
/** Equipment with its typical rate per mile (cents), for realistic figures. */
const EQUIPMENT: Array<{ equipment: EquipmentType; base: number }> = [
  { equipment: 'Dry Van', base: 230 },
  { equipment: 'Reefer', base: 270 },
  { equipment: 'Flatbed', base: 290 },
  { equipment: 'Step Deck', base: 310 },
  { equipment: 'Hotshot', base: 200 },
];

interface SeedLane {
  i: number;
  pc: string;
  ps: string;
  pz: string;
  plat: number;
  plng: number;
  dc: string;
  ds: string;
  dz: string;
  dlat: number;
  dlng: number;
  equipment: EquipmentType;
  miles: number;
  base: number;
}

function seedLanes(): SeedLane[] {
  const hubs = HUBS.map((zip) => {
    const z = zipcodes.lookup(zip);
    if (!z) throw new Error(`ZIP ${zip} missing from the zipcodes data`);
    return { city: z.city, state: z.state, zip, lat: z.latitude, lng: z.longitude };
  });
  const lanes: SeedLane[] = [];
  for (const o of hubs) {
    for (const d of hubs) {
      if (o === d || estimateRoadMiles(o, d) > MAX_LOAD_MILES) continue;
      for (const e of EQUIPMENT) {
        const miles = Math.max(1, estimateRoadMiles(o, d));
        // Short hauls pay more per mile.
        const base = Math.round(e.base * (miles < 250 ? 1.25 : miles < 500 ? 1.1 : 1));
        lanes.push({
          i: lanes.length,
          pc: o.city,
          ps: o.state,
          pz: o.zip,
          plat: o.lat,
          plng: o.lng,
          dc: d.city,
          ds: d.state,
          dz: d.zip,
          dlat: d.lat,
          dlng: d.lng,
          equipment: e.equipment,
          miles,
          base,
        });
      }
    }
  }
  // Shuffle once (seeded) so the busiest lanes are spread over hubs and equipment.
  const random = seededRandom(0x1a4e);
  for (let k = lanes.length - 1; k > 0; k -= 1) {
    const j = Math.floor(random() * (k + 1));
    [lanes[k], lanes[j]] = [lanes[j] as SeedLane, lanes[k] as SeedLane];
  }
  return lanes.map((l, i) => ({ ...l, i }));
}

const bench: Bench = {
  name: 'market',
  description:
    'lane rates at 1M historical bookings: refresh all lanes and one lane, fairness, lane rates for a page of 50 loads vs a plain SELECT by id',
  async run({ emit, log }) {
    const samples = envNumber('BENCH_MARKET_SAMPLES', 1_000_000);
    const app = await startAppUnderBench('market', {}, { log });
    const database = createDatabase(app.connectionString, { max: 2 });
    await withCleanup(
      async () => {
        const pool = app.pool(2);
        const db = database.db;

        // 1. Seed: brokers, truckers, then loads → bookings → samples in one statement per batch.
        const seedStarted = performance.now();
        const hash = await hashPassword(PASSWORD, loadConfig(app.env).auth.argon2);
        const brokers = await seedBrokers(pool, BROKERS, hash);
        const truckers = await seedTruckers(pool, TRUCKERS, hash, brokers, regionZips());
        const lanes = seedLanes();
        log(`seeding ${samples} bookings over ${lanes.length} lanes, ${BROKERS} brokers`);
        for (let from = 1; from <= samples; from += BATCH) {
          const to = Math.min(samples, from + BATCH - 1);
          await seedBookings(pool, lanes, brokers, truckers, from, to);
          log(`  ${to} bookings`);
        }
        await pool.query('ANALYZE');
        const seedMs = performance.now() - seedStarted;
        const scale = { samples, lanes: lanes.length, brokers: BROKERS };
        emit({ metric: 'seed_duration', value: round(seedMs), unit: 'ms', fields: scale });

        // 2. Refresh every lane (what the sweeper does at worst), then one lane at a time.
        let started = performance.now();
        const touched = await refreshLaneRates(db);
        emit({
          metric: 'refresh_all_lanes',
          value: round(performance.now() - started),
          unit: 'ms',
          fields: { ...scale, lanesRefreshed: touched.length },
        });
        const oneLane: number[] = [];
        for (let k = 0; k < ONE_LANE_RUNS; k += 1) {
          const l = lanes[k % 40] as SeedLane;
          const lane: Lane = {
            originMarket: marketOf(l.pz),
            destinationMarket: marketOf(l.dz),
            equipment: l.equipment,
          };
          started = performance.now();
          await refreshLaneRates(db, { lanes: [lane] });
          oneLane.push(performance.now() - started);
        }
        emitLatencies(emit, 'refresh-one-lane', oneLane, scale, [50, 95]);
        started = performance.now();
        const standings = await refreshBrokerFairness(db, undefined, DEFAULT_PLATFORM_SETTINGS);
        emit({
          metric: 'refresh_all_fairness',
          value: round(performance.now() - started),
          unit: 'ms',
          fields: { ...scale, brokersRefreshed: standings },
        });
        await pool.query('ANALYZE');
        // The sweeper with every lane fresh: its steady-state cost (finding stale lanes, every standing).
        started = performance.now();
        await sweepMarket(db, DEFAULT_PLATFORM_SETTINGS);
        emit({
          metric: 'sweep_when_fresh',
          value: round(performance.now() - started),
          unit: 'ms',
          fields: scale,
        });

        // 3. A page of 50 loads: their lane rates (one query) vs a plain SELECT of them by id.
        const { rows } = await pool.query<{
          id: string;
          pickup_zip: string;
          delivery_zip: string;
          equipment: EquipmentType;
          rate_per_mile_cents: number;
        }>(
          `SELECT id, pickup_zip, delivery_zip, equipment, rate_per_mile_cents FROM loads
           ORDER BY random() LIMIT ${PAGE * 100}`,
        );
        const pool50 = rows.map((r): LaneRateLoad => ({
          id: r.id,
          pickup: { zip: r.pickup_zip },
          delivery: { zip: r.delivery_zip },
          equipment: r.equipment,
          ratePerMileCents: r.rate_per_mile_cents,
        }));
        const laneMs: number[] = [];
        const plainMs: number[] = [];
        let withFigures = 0;
        for (let k = 0; k < 2 * TIMING_RUNS; k += 1) {
          const offset = ((k % TIMING_RUNS) * PAGE) % (pool50.length - PAGE);
          const page = pool50.slice(offset, offset + PAGE);
          const ids = `{${page.map((p) => p.id).join(',')}}`;
          const readLanes = async () => {
            const t0 = performance.now();
            const figures = await laneRatesForLoads(db, page, DEFAULT_PLATFORM_SETTINGS);
            const ms = performance.now() - t0;
            if (k >= TIMING_RUNS) withFigures += [...figures.values()].filter((f) => f.enoughData).length;
            return ms;
          };
          const readPlain = async () => {
            const t0 = performance.now();
            await db.execute(sql`SELECT * FROM loads WHERE id = ANY(${ids}::uuid[])`);
            return performance.now() - t0;
          };
          // Alternate which goes first; the first pass is warm-up.
          const [a, b] =
            k % 2 === 0 ? [await readLanes(), await readPlain()] : [await readPlain(), await readLanes()];
          if (k < TIMING_RUNS) continue;
          laneMs.push(k % 2 === 0 ? a : b);
          plainMs.push(k % 2 === 0 ? b : a);
        }
        const fields = { ...scale, pageSize: PAGE };
        emitLatencies(emit, 'lane-rates-for-page', laneMs, fields, [50, 95]);
        emitLatencies(emit, 'plain-select-50-by-id', plainMs, fields, [50, 95]);
        emit({
          metric: 'latency_ratio',
          value: round(median(laneMs) / median(plainMs), 3),
          unit: 'ratio',
          fields: {
            stat: 'p50',
            numerator: 'lane-rates-for-page',
            denominator: 'plain-select-50-by-id',
            ...scale,
          },
        });
        emit({
          metric: 'page_loads_with_figures',
          value: round(withFigures / (TIMING_RUNS * PAGE), 3),
          unit: 'share',
          fields,
        });
      },
      async () => {
        await database.close();
        await app.stop();
      },
    );
  },
};

export default bench;

/**
 * Bookings `from`..`to` in one statement: delivered loads on the lanes (lane i drawn with a
 * squared uniform, so low indexes are the busy lanes), their bookings, and their lane-rate
 * samples (exactly what the booking transaction records), each booked 0–89 days ago at the
 * lane's base rate ±20% with a broker's own tilt of ±10%.
 */
async function seedBookings(
  pool: pg.Pool,
  lanes: readonly SeedLane[],
  brokers: readonly SeededUser[],
  truckers: readonly SeededUser[],
  from: number,
  to: number,
): Promise<void> {
  await pool.query(
    `WITH lanes AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(i int, pc text, ps text, pz text, plat float8, plng float8,
         dc text, ds text, dz text, dlat float8, dlng float8, equipment text, miles int, base int)
     ),
     g AS (
       SELECT s, floor($4::int * random() ^ 2)::int AS li, random() AS r,
         now() - make_interval(secs => floor(random() * 89 * 86400)::int) AS at,
         ($2::uuid[])[1 + ((s::bigint * 7919) % array_length($2::uuid[], 1))] AS broker_id
       FROM generate_series($5::int, $6::int) AS s
     ),
     picked AS (
       SELECT g.*, l.*, greatest(1, round(l.base * (0.8 + 0.4 * g.r)
         * (0.9 + 0.2 * ((('x' || substr(g.broker_id::text, 1, 4))::bit(16)::int % 100) / 100.0)) * l.miles))::bigint AS rate
       FROM g JOIN lanes l ON l.i = g.li
     ),
     inserted AS (
       INSERT INTO loads (broker_id, status, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
         delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
         pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
         equipment, weight_lbs, length_ft, commodity, rate_cents, miles, estimated_miles,
         expiry_hours, posted_at, expires_at)
       SELECT broker_id, 'delivered', pc, ps, pz, plat, plng, dc, ds, dz, dlat, dlng,
         at + interval '4 hours', at + interval '6 hours', at + interval '12 hours', at + interval '16 hours',
         equipment, 20000, 48, 'General freight', rate, miles, miles, 2, at - interval '1 hour', at + interval '1 hour'
       FROM picked
       RETURNING id, broker_id, rate_cents, miles, posted_at, pickup_market, delivery_market, equipment
     ),
     booked AS (
       INSERT INTO bookings (load_id, trucker_id, broker_id, rate_cents, miles, booked_at)
       SELECT i.id, ($3::uuid[])[1 + (abs(hashtext(i.id::text)) % array_length($3::uuid[], 1))], i.broker_id,
         i.rate_cents, i.miles, i.posted_at + interval '1 hour'
       FROM inserted i
       RETURNING id, load_id, booked_at
     )
     INSERT INTO lane_rate_samples (booking_id, load_id, origin_market, destination_market, equipment, broker_id,
       rate_per_mile_cents, booked_at)
     SELECT b.id, i.id, i.pickup_market, i.delivery_market, i.equipment, i.broker_id,
       round(i.rate_cents::numeric / i.miles)::integer, b.booked_at
     FROM booked b JOIN inserted i ON i.id = b.load_id`,
    [JSON.stringify(lanes), brokers.map((b) => b.id), truckers.map((t) => t.id), lanes.length, from, to],
  );
}
