// Matching at size: 10,000 truckers with varied lane profiles and 20,000 active loads seeded
// straight into the app's embedded PostgreSQL, then
//   1. bookings: sampled truckers each book (through POST /api/loads/:id/book) the load a simple
//      "trucker utility" model picks — its own weights plus noise, computed here in TypeScript,
//      never our score — and the booking hook records the load's rank among the trucker's
//      matches at that moment in match_feedback; the bench reports the share of recorded
//      bookings whose load was in the top MATCH_TOP_N,
//   2. the one-trucker matches query (exactly GET /api/trucker/matches' SQL) next to a plain
//      indexed SELECT of the same trucker's radius,
//   3. the per-post query alerts run: one load over all truckers (matchTruckersForLoad's SQL),
//      with EXPLAIN ANALYZE's execution time.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import {
  DEFAULT_PLATFORM_SETTINGS,
  EQUIPMENT_TYPES,
  MATCH_TOP_N,
  MAX_LOAD_MILES,
  METERS_PER_MILE,
  ROAD_CIRCUITY_FACTOR,
  canHaul,
  estimateRoadMiles,
  greatCircleMiles,
  type EquipmentType,
  type TruckType,
} from '@haulclub/shared';
import { loadConfig } from '../../apps/api/src/config';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import { truckerMatchesPageQuery } from '../../apps/api/src/modules/loads/index';
import { truckerMatchesForLoadSql } from '../../apps/api/src/modules/matching/index';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { seededRandom } from './lib/concurrency';
import { emitLatencies, round } from './lib/emit';
import { expectStatus, requestJson } from './lib/http-json';
import {
  insertLoads,
  insertUsers,
  regionZips,
  seedBrokers,
  userRows,
  type Place,
  type SeededUser,
} from './lib/load-board-seed';
import { signIn } from './lib/sign-in';
import { insertLanes, type LaneEnd } from './lib/trucker-lanes';
import { median, percentile } from './lib/stats';
import { inTransaction } from './lib/transaction';

/** The premium window the app under bench runs with (its settings are the defaults). */
const PREMIUM_WINDOW = DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes;
const PASSWORD = 'Bench-Matching-2026';
const BROKERS = 4;
const HOUR = 3_600_000;
const BATCH = 2_000;
const TIMING_RUNS = 100;
const dialect = new PgDialect();

/** Truck types that haul something on the board, so every seeded trucker can match. */
const HAULING_TRUCKS: TruckType[] = [
  'Flatbed',
  'Step Deck',
  'Dry Van',
  'Refrigerated',
  'Lowboy',
  'Hotshot',
  'Power Only',
  'RGN',
];

interface Lane {
  origin: Place | { state: string } | null;
  destination: Place | { state: string } | null;
}

interface TruckerProfile {
  id: string;
  email: string;
  truckTypes: TruckType[];
  home: Place;
  current: { place: Place; from: number } | null;
  maxRadius: number;
  minRate: number | null;
  weekdaysOnly: boolean;
  lanes: Lane[];
}

interface BoardLoad {
  id: string;
  pickup: Place;
  delivery: Place;
  equipment: EquipmentType;
  rpm: number;
  pickupStart: number;
  pickupEnd: number;
}

const bench: Bench = {
  name: 'matching',
  description:
    'match scores at 10k truckers / 20k loads: top-10 hit rate of utility-model bookings, matches query vs plain SELECT, per-post query',
  async run({ emit, log }) {
    const truckerCount = envNumber('BENCH_MATCH_TRUCKERS', 10_000);
    const loadCount = envNumber('BENCH_MATCH_LOADS', 20_000);
    const bookingCount = envNumber('BENCH_MATCH_BOOKINGS', 200);
    const app = await startAppUnderBench('matching', { LOAD_SWEEP_INTERVAL_MS: '15000' }, { log });
    await withCleanup(
      async () => {
        const port = app.port;
        const db = app.pool(3);

        // 1. Seed.
        const seedStarted = performance.now();
        const hash = await hashPassword(PASSWORD, loadConfig(app.env).auth.argon2);
        const zips = regionZips();
        const random = seededRandom(0x3a7c4);
        log(`seeding ${BROKERS} brokers, ${truckerCount} truckers with lane profiles and ${loadCount} loads`);
        const brokers = await seedBrokers(db, BROKERS, hash);
        const truckers = await seedProfiles(db, truckerCount, hash, zips, random);
        const loads = await seedBoard(db, loadCount, brokers, zips, random);
        await db.query('ANALYZE');
        const seedMs = performance.now() - seedStarted;
        log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
        const scale = { truckers: truckerCount, loads: loadCount };
        emit({ metric: 'seed_duration', value: round(seedMs), unit: 'ms', fields: scale });

        // 2. Query times, before bookings change the board.
        const sample = truckers.slice(0, TIMING_RUNS);
        const matchesMs: number[] = [];
        const plainMs: number[] = [];
        for (const [i, tr] of [...sample, ...sample].entries()) {
          const origin = tr.current?.place ?? tr.home;
          const matches = query(
            truckerMatchesPageQuery({
              truckerId: tr.id,
              premiumWindowMinutes: PREMIUM_WINDOW,
              origin,
              limit: 10,
              offset: 0,
            }),
          );
          const plain = plainRadiusSelect(origin, tr.maxRadius);
          // Alternate which goes first; the first pass over the sample is warm-up.
          const order = i % 2 === 0 ? [matches, plain] : [plain, matches];
          const times = [];
          for (const q of order) {
            const started = performance.now();
            await db.query(q);
            times.push(performance.now() - started);
          }
          if (i < sample.length) continue;
          const [first, second] = times as [number, number];
          matchesMs.push(i % 2 === 0 ? first : second);
          plainMs.push(i % 2 === 0 ? second : first);
        }
        const timingFields = { ...scale, pageSize: 10 };
        emitLatencies(emit, 'sql-trucker-matches', matchesMs, timingFields, [50, 95, 99]);
        emitLatencies(emit, 'sql-plain-radius-select', plainMs, timingFields, [50, 95, 99]);
        emit({
          metric: 'latency_ratio',
          value: round(median(matchesMs) / median(plainMs), 3),
          unit: 'ratio',
          fields: {
            stat: 'p50',
            numerator: 'sql-trucker-matches',
            denominator: 'sql-plain-radius-select',
            ...scale,
          },
        });

        // One load over all truckers: what the alerts run inside every post.
        const postMs: number[] = [];
        const explainMs: number[] = [];
        let eligibleSum = 0;
        const postSample = loads.slice(0, 30);
        for (const l of postSample) {
          const q = query(truckerMatchesForLoadSql(l.id));
          const started = performance.now();
          const res = await db.query(q);
          postMs.push(performance.now() - started);
          eligibleSum += res.rowCount ?? 0;
          const plan = await db.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>({
            text: `EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`,
            values: q.values,
          });
          explainMs.push(plan.rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? NaN);
          if (process.env.BENCH_MATCH_EXPLAIN && l === postSample[0]) {
            const text = await db.query<{ 'QUERY PLAN': string }>({
              text: `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`,
              values: q.values,
            });
            log(`per-post plan:\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
            const tr = sample[0] as TruckerProfile;
            const mq = query(
              truckerMatchesPageQuery({
                truckerId: tr.id,
                premiumWindowMinutes: PREMIUM_WINDOW,
                origin: tr.current?.place ?? tr.home,
                limit: 10,
                offset: 0,
              }),
            );
            const mt = await db.query<{ 'QUERY PLAN': string }>({
              text: `EXPLAIN (ANALYZE, BUFFERS) ${mq.text}`,
              values: mq.values,
            });
            log(`one-trucker matches plan:\n${mt.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
          }
        }
        const postFields = {
          ...scale,
          posts: postSample.length,
          meanEligibleTruckers: round(eligibleSum / postSample.length, 1),
        };
        emitLatencies(emit, 'sql-matches-for-load', postMs, postFields, [50, 95, 99]);
        emitLatencies(emit, 'explain-matches-for-load', explainMs, postFields, [50, 99]);

        // 3. Bookings chosen by the utility model, recorded by the booking hook.
        const board = new Map(loads.map((l) => [l.id, l]));
        const bookers = truckers.slice(TIMING_RUNS).filter((_, i) => i % 7 === 0);
        let booked = 0;
        let noChoice = 0;
        for (const tr of bookers) {
          if (booked >= bookingCount) break;
          const choice = utilityChoice(tr, board.values(), random);
          if (!choice) {
            noChoice += 1;
            continue;
          }
          const session = await signIn(port, tr, PASSWORD);
          const res = await requestJson(port, {
            method: 'POST',
            path: `/api/loads/${choice.id}/book`,
            body: { confirmOverlap: true },
            token: session.token,
          });
          expectStatus(res, 201, `booking of ${choice.id}`);
          board.delete(choice.id);
          booked += 1;
          if (booked % 50 === 0) log(`bookings: ${booked}/${bookingCount}`);
        }
        const { rows: recorded } = await db.query<{ rank: number | null }>(
          'SELECT booked_rank AS rank FROM match_feedback WHERE booked_at IS NOT NULL',
        );
        const ranks = recorded.map((r) => r.rank);
        const hits = ranks.filter((r) => r !== null && r <= MATCH_TOP_N).length;
        const ineligible = ranks.filter((r) => r === null).length;
        const ranked = ranks.filter((r): r is number => r !== null);
        const hitFields = {
          ...scale,
          bookings: ranks.length,
          hits,
          ineligibleBookings: ineligible,
          truckersWithoutChoice: noChoice,
          topN: MATCH_TOP_N,
          medianRank: ranked.length > 0 ? median(ranked) : null,
          p90Rank: ranked.length > 0 ? round(percentile(ranked, 90), 1) : null,
          source: 'match_feedback (booking hook)',
          model: 'utility: rate vs minimum, deadhead share of radius, lane ends, pickup wait, gaussian noise',
        };
        if (ranks.length === 0) throw new Error('no bookings were recorded in match_feedback');
        emit({
          metric: `matching_top${MATCH_TOP_N}_hit_rate`,
          value: round(hits / ranks.length, 4),
          unit: 'ratio',
          fields: hitFields,
        });
      },
      () => app.stop(),
    );
  },
};

function query(q: SQL): { text: string; values: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(q);
  return { text: sql, values: params };
}

/** The baseline: active loads whose pickup is within the trucker's radius (the GiST index), newest first. */
function plainRadiusSelect(origin: Place, radiusMiles: number) {
  return {
    text: `SELECT l.id, l.pickup_city, l.delivery_city, l.rate_cents, l.equipment FROM loads l
      WHERE l.status = 'active' AND l.expires_at > now()
        AND earth_box(ll_to_earth($1, $2), $3) @> l.pickup_earth
        AND sec_to_gc(cube_distance(ll_to_earth($1, $2), l.pickup_earth)) <= $3
      ORDER BY l.posted_at DESC, l.id LIMIT 10`,
    values: [origin.lat, origin.lng, (radiusMiles / ROAD_CIRCUITY_FACTOR) * METERS_PER_MILE],
  };
}

function laneEnd(e: Lane['origin']): LaneEnd {
  if (e === null) return { kind: 'anywhere' };
  return 'zip' in e ? { kind: 'place', place: e } : { kind: 'state', state: e.state };
}

function pickOf<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Truckers with one or two truck types, home bases over the region, and varied lanes, radius, minimums and hours. */
async function seedProfiles(
  pool: pg.Pool,
  count: number,
  hash: string,
  zips: readonly Place[],
  random: () => number,
): Promise<TruckerProfile[]> {
  const out: TruckerProfile[] = [];
  const states = ['TX', 'OK', 'LA', 'AR', 'NM'];
  const now = Date.now();
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = userRows(Math.min(BATCH, count - offset), 'matcher', offset);
    const profiles: TruckerProfile[] = rows.ids.map((id, i) => {
      const first = pickOf(random, HAULING_TRUCKS);
      const second = random() < 0.25 ? pickOf(random, HAULING_TRUCKS) : first;
      const lanes: Lane[] = [];
      if (random() < 0.5) {
        const n = 1 + Math.floor(random() * 3);
        for (let k = 0; k < n; k += 1) {
          const end = () => {
            const r = random();
            if (r < 0.55) return pickOf(random, zips);
            if (r < 0.9) return { state: pickOf(random, states) };
            return null;
          };
          lanes.push({ origin: end(), destination: end() });
        }
      }
      return {
        id,
        email: rows.emails[i] as string,
        truckTypes: [...new Set([first, second])],
        home: pickOf(random, zips),
        current:
          random() < 0.15
            ? { place: pickOf(random, zips), from: now + Math.floor(random() * 12) * HOUR }
            : null,
        maxRadius: 100 + 50 * Math.floor(random() * 7),
        minRate: random() < 0.2 ? null : 150 + 25 * Math.floor(random() * 8),
        weekdaysOnly: random() < 0.2,
        lanes,
      };
    });
    const col = <T>(f: (p: TruckerProfile) => T) => profiles.map(f);
    await inTransaction(pool, async (client) => {
      await insertUsers(client, rows, 'trucker', hash);
      await client.query(
        `INSERT INTO truckers (user_id, company_name, truck_type, truck_types, home_base_city, home_base_state,
           home_base_lat, home_base_lng, max_radius, min_rate_per_mile_cents, time_zone,
           current_city, current_state, current_zip, current_lat, current_lng, current_available_from,
           available_days, available_start_minute, available_end_minute)
         SELECT t.id, t.company, split_part(t.types_csv, '|', 1), string_to_array(t.types_csv, '|'),
           t.hc, t.hs, t.hlat, t.hlng, t.radius, t.min_rate, 'America/Chicago',
           t.cc, t.cs, t.cz, t.clat, t.clng, t.cfrom,
           CASE WHEN t.weekdays THEN '{1,2,3,4,5}'::smallint[] ELSE '{0,1,2,3,4,5,6}'::smallint[] END,
           CASE WHEN t.weekdays THEN 360 ELSE 0 END, CASE WHEN t.weekdays THEN 1080 ELSE 1440 END
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[],
           $8::int[], $9::int[], $10::text[], $11::text[], $12::text[], $13::float8[], $14::float8[],
           $15::timestamptz[], $16::boolean[])
           AS t(id, company, types_csv, hc, hs, hlat, hlng, radius, min_rate, cc, cs, cz, clat, clng, cfrom, weekdays)`,
        [
          col((p) => p.id),
          col((p) => `Bench Lanes ${p.email}`),
          col((p) => p.truckTypes.join('|')),
          col((p) => p.home.city),
          col((p) => p.home.state),
          col((p) => p.home.lat),
          col((p) => p.home.lng),
          col((p) => p.maxRadius),
          col((p) => p.minRate),
          col((p) => p.current?.place.city ?? null),
          col((p) => p.current?.place.state ?? null),
          col((p) => p.current?.place.zip ?? null),
          col((p) => p.current?.place.lat ?? null),
          col((p) => p.current?.place.lng ?? null),
          col((p) => (p.current ? new Date(p.current.from).toISOString() : null)),
          col((p) => p.weekdaysOnly),
        ],
      );
      const lanes = profiles.flatMap((p) =>
        p.lanes.map((lane, position) => ({
          truckerId: p.id,
          position,
          origin: laneEnd(lane.origin),
          destination: laneEnd(lane.destination),
        })),
      );
      if (lanes.length > 0) await insertLanes(client, lanes);
    });
    out.push(...profiles);
  }
  return out;
}

/** Active loads over the region: any equipment, $1.20–$4.50/mi, pickup 0.5–72 h out. */
async function seedBoard(
  pool: pg.Pool,
  count: number,
  brokers: readonly SeededUser[],
  zips: readonly Place[],
  random: () => number,
): Promise<BoardLoad[]> {
  const now = Date.now();
  const out: BoardLoad[] = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const specs = Array.from({ length: Math.min(BATCH, count - offset) }, (_, i) => {
      const pickup = pickOf(random, zips);
      let delivery = pickOf(random, zips);
      let miles = estimateRoadMiles(pickup, delivery);
      while (miles > MAX_LOAD_MILES || miles < 10) {
        delivery = pickOf(random, zips);
        miles = estimateRoadMiles(pickup, delivery);
      }
      const expiresAt = now + 2 * HOUR + Math.floor(random() * HOUR);
      return {
        brokerId: (brokers[(offset + i) % brokers.length] as SeededUser).id,
        pickup,
        delivery,
        miles,
        equipment: pickOf(random, EQUIPMENT_TYPES),
        rateCents: Math.max(100, Math.round(miles * (120 + random() * 330))),
        weightLbs: 5_000 + Math.floor(random() * 40) * 1_000,
        pickupStart: now + HOUR / 2 + Math.floor(random() * 72) * HOUR,
        expiryHours: Math.ceil((expiresAt - now) / HOUR),
        expiresAt,
      };
    });
    const ids = await insertLoads(pool, specs);
    specs.forEach((s, i) =>
      out.push({
        id: ids[i] as string,
        pickup: s.pickup,
        delivery: s.delivery,
        equipment: s.equipment,
        rpm: Math.round(s.rateCents / s.miles),
        pickupStart: s.pickupStart,
        pickupEnd: s.pickupStart + 2 * HOUR,
      }),
    );
  }
  return out;
}

/** Standard normal noise (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const chicagoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

function endFits(end: Lane['origin'], p: Place): boolean {
  if (end === null) return true;
  if ('zip' in end) return greatCircleMiles(end, p) <= 60;
  return end.state === p.state;
}

/**
 * The independent trucker: among loads they can take (a truck that hauls it, pickup within
 * their radius, after they are free, in their hours), they book the one with the best utility —
 * its own weights, not ours — plus noise.
 */
function utilityChoice(
  tr: TruckerProfile,
  board: Iterable<BoardLoad>,
  random: () => number,
): BoardLoad | null {
  const origin = tr.current?.place ?? tr.home;
  const freeAt = Math.max(Date.now(), tr.current?.from ?? 0);
  let best: { load: BoardLoad; u: number } | null = null;
  for (const l of board) {
    if (!tr.truckTypes.some((t) => canHaul(t, l.equipment))) continue;
    const deadhead = greatCircleMiles(origin, l.pickup) * ROAD_CIRCUITY_FACTOR;
    if (deadhead > tr.maxRadius) continue;
    if (l.pickupEnd < freeAt) continue;
    if (tr.weekdaysOnly) {
      const parts = chicagoParts.formatToParts(new Date(l.pickupStart));
      const day = parts.find((p) => p.type === 'weekday')?.value;
      const hour = Number(parts.find((p) => p.type === 'hour')?.value);
      if (day === 'Sat' || day === 'Sun' || hour < 6 || hour >= 17) continue;
    }
    const rateRatio = l.rpm / (tr.minRate ?? 250);
    const laneEnds = tr.lanes.reduce(
      (m, lane) =>
        Math.max(m, Number(endFits(lane.origin, l.pickup)) + Number(endFits(lane.destination, l.delivery))),
      0,
    );
    const waitDays = Math.max(0, l.pickupStart - freeAt) / (24 * HOUR);
    const u =
      1.4 * Math.min(rateRatio, 1.6) -
      1.1 * (deadhead / tr.maxRadius) +
      0.35 * laneEnds -
      0.25 * waitDays +
      0.35 * gaussian(random);
    if (!best || u > best.u) best = { load: l, u };
  }
  return best?.load ?? null;
}

export default bench;
