// The load board at size: 10,000 truckers and 100,000 active loads (BENCH_LOADS,
// or `npm run bench -- loadboard --loads 1000000`) seeded straight into the
// app's embedded PostgreSQL, then
//   1. filtered radius searches through GET /api/loads next to the same SQL
//      (the loads module's searchLoadsQuery) run directly on the database, for
//      every shape (each sort order, without and with a destination), with the
//      loads table's index sizes and the write cost of one posted load,
//   2. booking races: 200 truckers book one load at the same instant, 50 times
//      (exactly one 201 and 199 × 409 per round, else the bench fails),
//   3. chat delivery: trucker POSTs a message → chat.message on the broker's socket.
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CHAT_RATE_LIMIT } from '@haulclub/shared';
import { loadConfig } from '../../apps/api/src/config';
import * as schema from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import { findSearchingTrucker } from '../../apps/api/src/modules/loads/repository/search-loads';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { emitLatencies, round, type Emit, type Fields } from './lib/emit';
import { runBookingRace } from './lib/load-board-booking';
import { runChatDelivery } from './lib/load-board-chat';
import {
  destinationFor,
  runSearchComparison,
  SEARCH_ORIGINS,
  SEARCH_SHAPES,
  warmUpAllShapes,
  type SearchCase,
} from './lib/load-board-search';
import {
  insertFreshLoad,
  regionZips,
  seedBrokers,
  seedLoads,
  seedTruckers,
  type SeededUser,
} from './lib/load-board-seed';
import { signIn, signInAll, type SignedIn } from './lib/sign-in';
import { insertLanes } from './lib/trucker-lanes';
import { percentile } from './lib/stats';

const PASSWORD = 'Bench-Load-Board-2026';
const BROKERS = 8;
const SEARCHERS = 4;
const CHAT_SPACING_MS = 10;
/**
 * Searches of each shape, through the API and directly, before any shape is timed: 2,000 in all,
 * so the shapes timed first measure the API workers as they run, not their first few thousand
 * requests. With 8 a shape, newest without a destination, timed first, had the highest API ÷ SQL
 * in every run (1.50–1.63); with 40, the two shapes timed first were still the highest (newest
 * with a destination 1.515 and 1.518 in two runs; timed in reverse order, best_match went to
 * 1.50 / 1.51 from its usual 1.31–1.39 and newest to 1.33 / 1.28); with 200, every shape ≤ 1.40.
 */
const SEARCH_WARMUP_PER_SHAPE = 200;

const bench: Bench = {
  name: 'loadboard',
  description:
    'load board at 10k truckers / 100k loads (--loads N): search API vs its SQL per sort × destination, index sizes, write cost per post, booking races, chat delivery',
  async run({ emit, log }) {
    const truckerCount = envNumber('BENCH_TRUCKERS', 10_000);
    const loadCount = envNumber('BENCH_LOADS', 100_000);
    /**
     * Per search shape (5 sorts × with/without a destination), through each path. 600 (12 blocks of
     * 50 each way): with 200 a shape's p50 ratio moved ±0.1 from run to run.
     */
    const searchRequests = envNumber('BENCH_SEARCH_REQUESTS', 600);
    const writeSamples = envNumber('BENCH_WRITE_SAMPLES', 200);
    const searchConcurrency = envNumber('BENCH_SEARCH_CONCURRENCY', 4);
    const bookingRounds = envNumber('BENCH_BOOKING_ROUNDS', 50);
    const racers = envNumber('BENCH_BOOKING_TRUCKERS', 200);
    const chatMessages = envNumber('BENCH_CHAT_MESSAGES', 300);
    // Every sender stays within the per-user chat limit over the whole run, whatever the pace.
    const chatSenders = Math.max(20, Math.ceil(chatMessages / (CHAT_RATE_LIMIT.messages - 5)));
    if (truckerCount < SEARCHERS + racers + chatSenders)
      throw new Error(`BENCH_TRUCKERS must be at least ${SEARCHERS + racers + chatSenders}`);

    // As `npm start` runs it: one API worker process per core (WEB_CONCURRENCY), unless told otherwise.
    const workers = envNumber('BENCH_WORKERS', os.availableParallelism());
    log(`the app runs ${workers} API worker process(es) (WEB_CONCURRENCY)`);
    const app = await startAppUnderBench(
      'loadboard',
      {
        WEB_CONCURRENCY: String(workers),
        // Every chat sender's live socket comes from the one loopback address.
        LIVE_MAX_CONNECTIONS_PER_IP: '10000',
        LOAD_SWEEP_INTERVAL_MS: '15000',
      },
      { log },
    );
    await withCleanup(
      async () => {
        const port = app.port;
        const db = app.pool(searchConcurrency + 2);

        // 1. Seed.
        const seedStarted = performance.now();
        // One hash with the server's own argon2 settings, shared by every seeded account.
        const hash = await hashPassword(PASSWORD, loadConfig(app.env).auth.argon2);
        const zips = regionZips();
        log(
          `seeding ${BROKERS} brokers, ${truckerCount} truckers and ${loadCount} loads over ${zips.length} ZIPs`,
        );
        const brokers = await seedBrokers(db, BROKERS, hash);
        const truckers = await seedTruckers(db, truckerCount, hash, brokers, zips);
        await seedLoads(db, loadCount, brokers, zips);
        // The tables as autovacuum keeps them (loads vacuums after 5% new rows, migration 0023): their
        // pages all-visible, so the search's index-only scans need no heap visit. Without this the
        // figures would depend on whether autovacuum got round to the fresh tables before the timing.
        await db.query('VACUUM');
        await db.query('ANALYZE');
        const seedMs = performance.now() - seedStarted;
        const { rows: visible } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM loads WHERE status = 'active' AND expires_at > now()`,
        );
        if (visible[0]?.n !== loadCount)
          throw new Error(`expected ${loadCount} visible loads, found ${visible[0]?.n}`);
        log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
        const scale = { truckers: truckerCount, loads: loadCount, workers };
        emit({
          metric: 'seed_duration',
          value: round(seedMs),
          unit: 'ms',
          fields: { ...scale, brokers: BROKERS },
        });

        // 2. The loads table's indexes, then search: the API against the same SQL on the same
        // database (a pool set like the API's: no parallel workers), shape by shape.
        await emitIndexSizes(db, emit, scale);
        const sqlPool = new pg.Pool({
          connectionString: app.connectionString,
          max: searchConcurrency,
          application_name: 'haulclub-bench',
          options: '-c max_parallel_workers_per_gather=0',
        });
        sqlPool.on('error', () => undefined);
        try {
          const searchers = await searchCases(port, db, truckers.slice(0, SEARCHERS));
          const casesOf = (shape: (typeof SEARCH_SHAPES)[number]) =>
            Array.from({ length: searchRequests }, (_, i): SearchCase => {
              const origin = SEARCH_ORIGINS[i % SEARCH_ORIGINS.length] as string;
              return {
                trucker: searchers[i % searchers.length] as SearchCase['trucker'],
                origin,
                destination: shape.destination ? destinationFor(origin) : null,
                sort: shape.sort,
              };
            });
          log(`search: warming up every shape (${SEARCH_SHAPES.length} × ${SEARCH_WARMUP_PER_SHAPE})`);
          await warmUpAllShapes(
            port,
            sqlPool,
            SEARCH_SHAPES.flatMap((shape) => casesOf(shape).slice(0, SEARCH_WARMUP_PER_SHAPE)),
            searchConcurrency,
          );
          for (const shape of SEARCH_SHAPES) {
            const cases = casesOf(shape);
            log(`search shape sort=${shape.sort} destination=${shape.destination}`);
            const { apiMs, sqlMs } = await runSearchComparison(port, sqlPool, cases, searchConcurrency, log);
            const fields = {
              sort: shape.sort,
              destination: shape.destination,
              concurrency: searchConcurrency,
              origins: SEARCH_ORIGINS.length,
              radiusMiles: 100,
              ...scale,
            };
            emitLatencies(emit, 'api-search', apiMs, fields, [50, 95, 99]);
            emitLatencies(emit, 'sql-search', sqlMs, fields, [50, 95, 99]);
            for (const p of [50, 95]) {
              emit({
                metric: 'latency_ratio',
                value: round(percentile(apiMs, p) / percentile(sqlMs, p), 3),
                unit: 'ratio',
                fields: { stat: `p${p}`, numerator: 'api-search', denominator: 'sql-search', ...fields },
              });
            }
          }
        } finally {
          await sqlPool.end();
        }

        // 2b. What a post costs with these indexes: one load per INSERT (as POST /api/loads writes it).
        await emitWriteCost(db, (brokers[0] as SeededUser).id, writeSamples, emit, scale, log);

        // 3. Booking races.
        log(`booking: signing in ${racers} truckers`);
        const racing = await signInAll(port, truckers.slice(SEARCHERS, SEARCHERS + racers), PASSWORD);
        log(`booking: ${bookingRounds} rounds of ${racers} simultaneous bookings of one fresh load`);
        const race = await runBookingRace(
          port,
          db,
          (brokers[0] as SeededUser).id,
          racing,
          bookingRounds,
          log,
        );
        const raceFields = { rounds: bookingRounds, truckers: racers, attempts: race.latencies.length };
        emit({
          metric: 'winners_per_round',
          value: Math.min(...race.winnersPerRound),
          unit: 'count',
          fields: { stat: 'min', ...raceFields },
        });
        emit({
          metric: 'winners_per_round',
          value: Math.max(...race.winnersPerRound),
          unit: 'count',
          fields: { stat: 'max', ...raceFields },
        });
        emitLatencies(emit, 'api-book', race.latencies, raceFields);

        // 4. Chat delivery.
        const from = SEARCHERS + racers;
        const senders = await signInAll(port, truckers.slice(from, from + chatSenders), PASSWORD);
        const broker = await signIn(port, brokers[1] as SeededUser, PASSWORD);
        log(`chat: ${chatMessages} messages from ${chatSenders} truckers (one thread each) to one broker`);
        const chatMs = await runChatDelivery(port, db, broker, senders, chatMessages, CHAT_SPACING_MS, log);
        emitLatencies(
          emit,
          'chat-delivery',
          chatMs,
          {
            senders: chatSenders,
            spacingMs: CHAT_SPACING_MS,
            path: 'POST /api/chat/threads/:id/messages → chat.message on the broker socket',
          },
          [50, 95, 99],
        );
      },
      () => app.stop(),
    );
  },
};

/** pg_relation_size of every index of the loads table (and the table itself), one line each. */
async function emitIndexSizes(db: pg.Pool, emit: Emit, scale: Fields): Promise<void> {
  const { rows } = await db.query<{ name: string; bytes: string; kind: string }>(
    `SELECT c.relname AS name, pg_relation_size(c.oid) AS bytes, CASE WHEN c.relkind = 'i' THEN 'index' ELSE 'table' END AS kind
     FROM pg_class c
     WHERE c.oid = 'loads'::regclass
        OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'loads'::regclass)
     ORDER BY c.relkind DESC, c.relname`,
  );
  for (const r of rows)
    emit({
      metric: 'relation_size',
      value: Number(r.bytes),
      unit: 'bytes',
      fields: { relation: r.name, kind: r.kind, ...scale },
    });
}

/**
 * `samples` single-load INSERTs one after another: their latency (every index of loads maintained
 * in the statement) and the WAL each writes (pg_current_wal_insert_lsn before and after).
 */
async function emitWriteCost(
  db: pg.Pool,
  brokerId: string,
  samples: number,
  emit: Emit,
  scale: Fields,
  log: (m: string) => void,
): Promise<void> {
  log(`write cost: ${samples} single-load inserts`);
  const lsn = async () =>
    (await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]
      ?.lsn as string;
  const ms: number[] = [];
  const from = await lsn();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await insertFreshLoad(db, brokerId);
    ms.push(performance.now() - started);
  }
  const to = await lsn();
  const { rows } = await db.query<{ bytes: string }>(
    'SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn) AS bytes',
    [to, from],
  );
  const fields = { path: 'INSERT INTO loads (one row)', ...scale };
  emitLatencies(emit, 'insert-load', ms, fields, [50, 95]);
  emit({
    metric: 'wal_per_insert',
    value: round(Number(rows[0]?.bytes ?? 0) / samples),
    unit: 'bytes',
    fields,
  });
}

/** Signs in the searching truckers and reads their home bases (deadhead is measured from there). */
async function searchCases(port: number, db: pg.Pool, users: SeededUser[]): Promise<SearchCase['trucker'][]> {
  const signedIn: SignedIn[] = await signInAll(port, users, PASSWORD);
  // A matching profile, so sort=best_match scores for real (a trucker without truck types scores 0
  // everywhere and gets the newest order): trucks that haul the searched equipment, and for every
  // other searcher a preferred lane (Texas to anywhere), which the score's upper bound reads.
  await db.query(
    `UPDATE truckers SET truck_types = ARRAY['Flatbed', 'Hotshot'] WHERE user_id = ANY($1::uuid[])`,
    [users.map((u) => u.id)],
  );
  const client = await db.connect();
  try {
    await insertLanes(
      client,
      users
        .filter((_, i) => i % 2 === 0)
        .map((u) => ({
          truckerId: u.id,
          position: 0,
          origin: { kind: 'state', state: 'TX' },
          destination: { kind: 'anywhere' },
        })),
    );
  } finally {
    client.release();
  }
  // Their profiles and lanes as the search service reads them: best_match's bound reads the lanes.
  const database = drizzle(db, { schema, casing: 'snake_case' });
  return Promise.all(
    signedIn.map(async (s) => {
      const searching = await findSearchingTrucker(database, s.id);
      if (searching?.homeBaseLat == null || searching.homeBaseLng == null) {
        throw new Error(`trucker ${s.email} has no home base`);
      }
      const at = { lat: searching.homeBaseLat, lng: searching.homeBaseLng };
      return {
        ...s,
        home: at,
        reach: {
          truck: at,
          truckTypes: searching.truckTypes,
          maxRadiusMiles: searching.maxRadius,
          lanes: searching.lanes,
        },
      };
    }),
  );
}

export default bench;
