// Mixed load: the app run as `npm start` runs it (WEB_CONCURRENCY API workers on one embedded
// PostgreSQL) with a seeded board of 100,000 active loads, then for 3 minutes, all through the
// real API and all at once:
//   - brokers post loads at 36 per second (POST /api/broker/loads),
//   - truckers book loads just posted (POST /api/loads/:id/book),
//   - truckers chat with brokers (POST /api/chat/threads/:id/messages, and the message on the
//     broker's /api/live socket),
//   - truckers search (GET /api/loads: every sort order, with and without a destination) at a
//     rate that steps up while every operation's p95 stays within 100 ms and no request fails,
//     then narrows down on the highest rate that holds.
// Each step reports every operation's p50/p95/errors and throughput, and the CPU and memory of
// the API processes, of PostgreSQL and of the bench's own clients. The last line is the search
// capacity: the highest search rate that held with every operation within budget.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { mapLimit } from './lib/concurrency';
import { round, type Emit, type Fields } from './lib/emit';
import { expectStatus, requestJson } from './lib/http-json';
import { openLiveSocket, type LiveSocket } from './lib/live-socket';
import { insertFreshLoad, regionZips, seedBrokers, seedLoads, seedTruckers } from './lib/load-board-seed';
import { MIX_OPERATIONS, mixOperations, type MixOperation, type MixOperations } from './lib/mix-operations';
import { startUsageSampler, type Usage } from './lib/mix-processes';
import { nextRate, sustainedRate, type StepOutcome } from './lib/mix-ramp';
import { lineFit } from './lib/mix-fit';
import { describeJobs, describeTableWork, tableSnapshot } from './lib/mix-database-work';
import { pace, Recorder, type Sample } from './lib/mix-traffic';
import { sleep } from './lib/net';
import { signInAll, type SignedIn } from './lib/sign-in';
import { percentile } from './lib/stats';
import { CHAT_RATE_LIMIT } from '@haulclub/shared';

const PASSWORD = 'Bench-Mix-2026';
const CHAT_BROKERS = 4;

interface StepResult {
  step: number;
  rate: number;
  seconds: number;
  samples: Map<string, Sample>;
  usage: Usage;
  /** p99 of the bench's event-loop delay in the step (ms). */
  clientDelayMs: number;
  pass: boolean;
}

/**
 * Pass: every operation was started at (nearly) its rate, none failed, and each one's p95 is
 * within budget. `offered` is the number of starts each operation's rate asks for in the step;
 * a client too busy to start them (the bench shares the machine) makes the step fail rather
 * than pass at a rate that was never offered.
 */
function judge(
  samples: Map<string, Sample>,
  p95Ms: number,
  offered: Record<MixOperation, number>,
): { pass: boolean; why: string[] } {
  const why: string[] = [];
  for (const op of MIX_OPERATIONS) {
    const s = samples.get(op);
    if (!s || s.latencies.length === 0) {
      why.push(`${op}: none completed`);
      continue;
    }
    const started = s.latencies.length + s.errors;
    if (started < 0.9 * offered[op])
      why.push(`${op}: ${started} started of ${Math.round(offered[op])} (the clients fell behind)`);
    if (s.errors > 0)
      why.push(`${op}: ${s.errors} failed (${[...s.errorKinds].map(([k, n]) => `${n} × ${k}`).join('; ')})`);
    const p95 = percentile(s.latencies, 95);
    if (p95 > p95Ms) why.push(`${op}: p95 ${p95.toFixed(0)} ms`);
  }
  return { pass: why.length === 0, why };
}

function summary(samples: Map<string, Sample>): string {
  return MIX_OPERATIONS.map((op) => {
    const s = samples.get(op);
    if (!s || s.latencies.length === 0) return `${op} –`;
    const p = (q: number) => percentile(s.latencies, q).toFixed(0);
    return `${op} ${p(50)}/${p(95)} ms${s.errors ? ` ${s.errors} err` : ''}`;
  }).join(', ');
}

/** What the app's database sessions are doing now (state and wait), for the step's log line. */
async function databaseActivity(db: pg.Pool): Promise<string> {
  const { rows } = await db.query<{ what: string; n: number }>(
    `SELECT concat_ws(' ', state, wait_event_type || ':' || wait_event) AS what, count(*)::int AS n
     FROM pg_stat_activity
     WHERE datname = current_database() AND application_name <> 'haulclub-bench' AND pid <> pg_backend_pid()
     GROUP BY 1 ORDER BY 2 DESC`,
  );
  return rows.map((r) => `${r.n} ${r.what}`).join(', ');
}

const bench: Bench = {
  name: 'mix',
  description:
    'posts 36/s + bookings + chat + searches for 3 min at 100k loads: highest search rate with every p95 ≤ 100 ms, CPU, memory',
  async run({ emit, log }) {
    const seconds = envNumber('BENCH_MIX_SECONDS', 180);
    const stepSeconds = envNumber('BENCH_MIX_STEP_SECONDS', 20);
    const warmupSeconds = envNumber('BENCH_MIX_WARMUP_SECONDS', 10);
    const baseSeconds = envNumber('BENCH_MIX_BASE_SECONDS', 10);
    const loadCount = envNumber('BENCH_MIX_LOADS', 100_000);
    const truckerCount = envNumber('BENCH_MIX_TRUCKERS', 2_000);
    const postRate = envNumber('BENCH_MIX_POSTS_PER_SECOND', 36);
    const bookRate = envNumber('BENCH_MIX_BOOKINGS_PER_SECOND', 6);
    const chatRate = envNumber('BENCH_MIX_CHAT_PER_SECOND', 10);
    const searchStart = envNumber('BENCH_MIX_SEARCH_START', 25);
    const searchMax = envNumber('BENCH_MIX_SEARCH_MAX', 2_000);
    const p95Ms = envNumber('BENCH_MIX_P95_MS', 100);
    const workers = envNumber('BENCH_MIX_WORKERS', os.availableParallelism());
    const searcherCount = envNumber('BENCH_MIX_SEARCHERS', 200);
    const bookerCount = envNumber('BENCH_MIX_BOOKERS', 100);
    // 1: the seeded truckers get their truck type as matching reads it, so posts alert the ones they match.
    const alerting = envNumber('BENCH_MIX_TRUCK_TYPES', 0) === 1;
    // Brokers who post (each posting about once a second at the default rate) and receive chat.
    const brokerCount = Math.max(CHAT_BROKERS, envNumber('BENCH_MIX_BROKERS', 40));
    // Each chatter stays well inside the per-user chat limit (messages per window) whatever the run's length.
    const chatterCount = Math.max(
      20,
      Math.ceil((chatRate * CHAT_RATE_LIMIT.windowSeconds) / (CHAT_RATE_LIMIT.messages - 5)),
    );
    const steps = Math.max(1, Math.floor(seconds / stepSeconds));
    if (truckerCount < searcherCount + bookerCount + chatterCount)
      throw new Error(`BENCH_MIX_TRUCKERS must be at least ${searcherCount + bookerCount + chatterCount}`);

    const app = await startAppUnderBench(
      'mix',
      {
        WEB_CONCURRENCY: String(workers),
        // Every client's live socket comes from the one loopback address.
        LIVE_MAX_CONNECTIONS_PER_IP: '10000',
        LOAD_SWEEP_INTERVAL_MS: '15000',
      },
      { log },
    );
    let ops: MixOperations | undefined;
    const sockets: LiveSocket[] = [];
    await withCleanup(
      async () => {
        const port = app.port;
        const db = app.pool(4);

        // 1. Seed (as the loadboard bench does) and sign everyone in.
        const seedStarted = performance.now();
        const hash = await hashPassword(PASSWORD, loadConfig(app.env).auth.argon2);
        const zips = regionZips();
        log(`seeding ${brokerCount} brokers, ${truckerCount} truckers and ${loadCount} loads`);
        const brokers = await seedBrokers(db, brokerCount, hash);
        const truckers = await seedTruckers(db, truckerCount, hash, brokers, zips);
        await seedLoads(db, loadCount, brokers, zips);
        if (alerting) {
          // The seed writes only the legacy truck_type column; matching reads truck_types, so
          // without this no post alerts anyone (alertsPerPost 0).
          await db.query('UPDATE truckers SET truck_types = ARRAY[truck_type] WHERE truck_type IS NOT NULL');
        }
        // As autovacuum would soon after such a seed: the board's index-only scans need the pages all-visible.
        await db.query('VACUUM loads');
        await db.query('ANALYZE');
        log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
        const [searchers, bookers, chatters, posters] = await Promise.all([
          signInAll(port, truckers.slice(0, searcherCount), PASSWORD),
          signInAll(port, truckers.slice(searcherCount, searcherCount + bookerCount), PASSWORD),
          signInAll(
            port,
            truckers.slice(searcherCount + bookerCount, searcherCount + bookerCount + chatterCount),
            PASSWORD,
          ),
          signInAll(port, brokers, PASSWORD),
        ]);
        const chat = await openChats(port, db, posters.slice(0, CHAT_BROKERS), chatters, sockets);

        // 2. Traffic.
        const recorder = new Recorder();
        ops = mixOperations(
          {
            port,
            searchers,
            posters,
            bookers,
            chatters: chat.threads,
            brokerSockets: chat.sockets,
            connections: { search: 64, other: 64 },
          },
          recorder,
        );
        const o = ops;
        let step = -1;
        let searchRate = searchStart;
        const dropped = (op: string) => () => recorder.fail(step, op, 'client in-flight cap reached');
        const pacers = [
          pace({ rate: () => postRate, maxInFlight: 256, fire: () => o.post(step), onDrop: dropped('post') }),
          pace({ rate: () => bookRate, maxInFlight: 256, fire: () => o.book(step), onDrop: dropped('book') }),
          pace({ rate: () => chatRate, maxInFlight: 256, fire: () => o.chat(step), onDrop: dropped('chat') }),
        ];
        const searching = pace({
          rate: () => searchRate,
          maxInFlight: 512,
          fire: () => o.search(step),
          onDrop: dropped('search'),
        });
        pacers.push(searching);
        /**
         * After a failed step: searches pause (posts, bookings and chat go on) until the backlog
         * of the overload has drained, at most 15 s, so the next step is judged on its own rate.
         */
        const settle = async () => {
          const rate = searchRate;
          searchRate = 0;
          const until = performance.now() + 15_000;
          while (pacers.some((p) => p.inFlight() > 8) && performance.now() < until) await sleep(100);
          searchRate = rate;
        };
        const pgPid = app.pgPid;
        const sampler = startUsageSampler(app.api.child.pid, pgPid);
        // How late the clients' own event loop ran: when it is late, so are the latencies it measures.
        const loopDelay = monitorEventLoopDelay({ resolution: 10 });
        loopDelay.enable();
        const results: StepResult[] = [];
        const offered = (search: number, s: number): Record<MixOperation, number> => ({
          search: search * s,
          post: postRate * s,
          book: bookRate * s,
          chat: chatRate * s,
          'chat-delivery': chatRate * s,
        });
        const rates: Fields = {
          postsPerSecond: postRate,
          bookingsPerSecond: bookRate,
          chatPerSecond: chatRate,
        };
        let base: Usage | undefined;
        const fixed = `posts ${postRate}/s, bookings ${bookRate}/s, chat ${chatRate}/s`;
        const { rows: clock } = await db.query<{ now: string }>('SELECT now()::text AS now');
        const trafficStarted = clock[0]?.now ?? new Date().toISOString();
        const tablesBefore = await tableSnapshot(db);
        try {
          log(`warm-up: ${warmupSeconds} s at ${searchStart} searches/s with ${fixed}`);
          await sleep(warmupSeconds * 1000);
          // The base traffic alone (no searches): what posts, bookings and chat cost the app.
          await settle();
          searchRate = 0;
          await sampler.take();
          log(`base: ${baseSeconds} s of ${fixed} without searches`);
          await sleep(baseSeconds * 1000);
          base = await sampler.take();
          emitUsage(emit, 'base', base, { ...rates, searchRate: 0 });
          log(
            `base: CPU api ${base.api.cpuPercent.toFixed(0)} % pg ${base.postgres.cpuPercent.toFixed(0)} % ` +
              `bench ${base.bench.cpuPercent.toFixed(0)} % (machine ${base.machineBusyPercent.toFixed(0)} % busy)`,
          );
          loopDelay.reset();
          log(
            `${steps} steps of ${stepSeconds} s (${fixed}); searches step up while every p95 ≤ ${p95Ms} ms`,
          );
          for (let k = 0; k < steps; k++) {
            searchRate = nextRate(results, searchStart, searchMax);
            step = k;
            const started = performance.now();
            await sleep(stepSeconds * 1000);
            const stepTook = (performance.now() - started) / 1000;
            step = steps; // operations from here on belong to no measured step
            const samples = recorder.snapshot(k);
            const [usage, activity] = await Promise.all([sampler.take(), databaseActivity(db)]);
            const clientDelayMs = loopDelay.percentile(99) / 1e6;
            loopDelay.reset();
            const { pass, why } = judge(samples, p95Ms, offered(searchRate, stepTook));
            results.push({
              step: k + 1,
              rate: searchRate,
              seconds: stepTook,
              samples,
              usage,
              clientDelayMs,
              pass,
            });
            log(
              `step ${k + 1}/${steps}: ${searchRate} searches/s ${pass ? 'held' : `failed (${why.join('; ')})`}; ` +
                `${summary(samples)}; CPU api ${usage.api.cpuPercent.toFixed(0)} % pg ${usage.postgres.cpuPercent.toFixed(0)} % ` +
                `bench ${usage.bench.cpuPercent.toFixed(0)} % (machine ${usage.machineBusyPercent.toFixed(0)} % busy); ` +
                `client event-loop delay p99 ${clientDelayMs.toFixed(0)} ms; ` +
                `database sessions: ${activity}`,
            );
            if (!pass && k + 1 < steps) {
              await settle();
              // The settling time belongs to no step.
              await sampler.take();
              loopDelay.reset();
            }
          }
        } finally {
          step = steps;
          await Promise.all(pacers.map((p) => p.stop()));
          sampler.stop();
          loopDelay.disable();
        }
        await ops.close();
        log(`database rows during the traffic: ${describeTableWork(tablesBefore, await tableSnapshot(db))}`);
        log(`background jobs the traffic queued: ${await describeJobs(db, trafficStarted)}`);

        // 3. Every 201 left its row.
        const { posted, booked } = ops.counts();
        const { rows } = await db.query<{ loads: number; bookings: number; alerts: number }>(
          `SELECT (SELECT count(*)::int FROM loads WHERE id = ANY($1::uuid[])) AS loads,
             (SELECT count(*)::int FROM bookings WHERE load_id = ANY($2::uuid[])) AS bookings,
             (SELECT count(*)::int FROM load_alerts WHERE load_id = ANY($1::uuid[])) AS alerts`,
          [posted, booked],
        );
        if (rows[0]?.loads !== posted.length || rows[0]?.bookings !== booked.length)
          throw new Error(
            `posted ${posted.length} and booked ${booked.length} (201s), the database holds ` +
              `${rows[0]?.loads} of those loads and ${rows[0]?.bookings} of those bookings`,
          );

        // How much matching work the posts carried (instant alerts created for seeded truckers).
        const alertsPerPost = posted.length > 0 ? (rows[0]?.alerts ?? 0) / posted.length : 0;
        log(
          `${posted.length} loads posted, ${booked.length} booked, ${alertsPerPost.toFixed(1)} alerts per post`,
        );

        // 4. Report (final figures: requests still in flight at a step's end have finished now).
        const apiProcesses = Math.max(...results.map((r) => r.usage.api.processes));
        const context: Fields = {
          loads: loadCount,
          postsPerSecond: postRate,
          bookingsPerSecond: bookRate,
          chatPerSecond: chatRate,
          alertsPerPost: round(alertsPerPost, 1),
          truckTypes: alerting,
          p95LimitMs: p95Ms,
          apiProcesses,
          webConcurrency: workers,
        };
        const final: StepOutcome[] = [];
        for (const r of results) {
          const samples = recorder.snapshot(r.step - 1);
          const { pass, why } = judge(samples, p95Ms, offered(r.rate, r.seconds));
          if (!pass) log(`step ${r.step} final: ${why.join('; ')}`);
          final.push({ rate: r.rate, pass });
          emitStep(emit, { ...r, samples, pass }, context);
        }
        if (base) {
          // CPU per search: the slope of the app's CPU (API + PostgreSQL, ms per second) over the
          // searches completed per second, from the base phase (none) and every step.
          const appMs = (u: Usage) => ((u.api.cpuPercent + u.postgres.cpuPercent) / 100) * 1000;
          const points = [
            { x: 0, y: appMs(base) },
            ...results.map((r) => ({
              x: (recorder.snapshot(r.step - 1).get('search')?.latencies.length ?? 0) / r.seconds,
              y: appMs(r.usage),
            })),
          ];
          const fit = lineFit(points);
          if (fit)
            emit({
              metric: 'search_cpu_ms',
              value: round(fit.slope, 2),
              unit: 'ms',
              fields: {
                baseAppCpuMsPerSecond: round(fit.intercept, 1),
                r2: round(fit.r2, 3),
                points: points.length,
                ...context,
              },
            });
        }
        const capacity = sustainedRate(final);
        const at = [...results]
          .reverse()
          .find((r, i) => r.rate === capacity && final[results.length - 1 - i]?.pass);
        emit({
          metric: 'search_capacity',
          value: capacity,
          unit: 'req/s',
          fields: {
            ...context,
            steps: results.length,
            stepSeconds,
            ...(base
              ? {
                  baseApiCpuPercent: round(base.api.cpuPercent, 1),
                  basePostgresCpuPercent: round(base.postgres.cpuPercent, 1),
                }
              : {}),
            ...(at
              ? {
                  apiCpuPercent: round(at.usage.api.cpuPercent, 1),
                  postgresCpuPercent: round(at.usage.postgres.cpuPercent, 1),
                  benchCpuPercent: round(at.usage.bench.cpuPercent, 1),
                  machineBusyPercent: round(at.usage.machineBusyPercent, 1),
                  apiMemoryMiB: round(at.usage.api.memoryMiB, 1),
                  postgresMemoryMiB: round(at.usage.postgres.memoryMiB, 1),
                }
              : {}),
          },
        });
        log(
          capacity > 0
            ? `search capacity: ${capacity} searches/s with ${fixed}, every p95 ≤ ${p95Ms} ms (${apiProcesses} API processes: WEB_CONCURRENCY ${workers})`
            : `no step held: even ${Math.min(...results.map((r) => r.rate))} searches/s broke the ${p95Ms} ms budget`,
        );
      },
      async () => {
        await ops?.close();
        await Promise.all(sockets.map((s) => s.close()));
        await app.stop();
      },
    );
  },
};

/** Each chatter's thread on a fresh load of one of the brokers, whose screens are open (live sockets). */
async function openChats(
  port: number,
  db: pg.Pool,
  brokers: readonly SignedIn[],
  chatters: readonly SignedIn[],
  sockets: LiveSocket[],
): Promise<{ threads: (SignedIn & { threadId: string })[]; sockets: LiveSocket[] }> {
  const loads = await Promise.all(brokers.map((b) => insertFreshLoad(db, b.id)));
  const threads = await mapLimit(chatters, 4, async (t, i) => {
    const loadId = loads[i % loads.length] as string;
    const res = await requestJson<{ id: string }>(port, {
      method: 'POST',
      path: `/api/loads/${loadId}/chat`,
      token: t.token,
    });
    return { ...t, threadId: expectStatus(res, 201, `POST /api/loads/${loadId}/chat`).id };
  });
  const brokerSockets = await Promise.all(
    brokers.map((b) => openLiveSocket(port, b.token, [`user:${b.id}`])),
  );
  sockets.push(...brokerSockets);
  return { threads, sockets: brokerSockets };
}

function emitStep(emit: Emit, r: StepResult, context: Fields): void {
  const fields = { step: r.step, searchRate: r.rate, pass: r.pass, ...context };
  for (const op of MIX_OPERATIONS) {
    const s = r.samples.get(op);
    const n = s?.latencies.length ?? 0;
    for (const p of [50, 95]) {
      if (!s || n === 0) continue;
      emit({
        metric: `latency_p${p}`,
        value: round(percentile(s.latencies, p)),
        unit: 'ms',
        fields: { target: op, samples: n, ...fields },
      });
    }
    emit({ metric: 'errors', value: s?.errors ?? 0, unit: 'count', fields: { target: op, ...fields } });
    emit({
      metric: 'throughput',
      value: round(n / r.seconds, 1),
      unit: 'req/s',
      fields: { target: op, ...fields },
    });
  }
  emit({
    metric: 'client_loop_delay_p99',
    value: round(r.clientDelayMs, 1),
    unit: 'ms',
    fields: { group: 'bench', ...fields },
  });
  emitUsage(emit, 'step', r.usage, fields);
}

/**
 * CPU (% of one core; the machine's in % of all cores) and memory per group, of a `phase`:
 * `base` (posts, bookings and chat without searches) or a `step`.
 */
function emitUsage(emit: Emit, phase: 'base' | 'step', usage: Usage, fields: Fields): void {
  const groups = [
    ['api', usage.api, 'rss'],
    ['postgres', usage.postgres, 'pss'],
    ['bench', usage.bench, 'rss'],
  ] as const;
  for (const [group, u, memory] of groups) {
    emit({
      metric: 'cpu',
      value: round(u.cpuPercent, 1),
      unit: '% of one core',
      fields: { group, phase, processes: u.processes, ...fields },
    });
    emit({
      metric: 'memory',
      value: round(u.memoryMiB, 1),
      unit: 'MiB',
      fields: { group, phase, kind: memory, processes: u.processes, ...fields },
    });
  }
  emit({
    metric: 'cpu',
    value: round(usage.machineBusyPercent, 1),
    unit: '% of all cores',
    fields: { group: 'machine', phase, ...fields },
  });
}

export default bench;
