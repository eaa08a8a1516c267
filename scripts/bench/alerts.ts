// Instant alerts at size (issue 12): 10,000 truckers with lane profiles seeded
// into the app's embedded PostgreSQL, one /api/live WebSocket client per
// trucker (signed in, following `user:<id>`) in separate client processes, then
// a verified broker posts one load per second through POST /api/broker/loads.
// Measured:
//   - post → screen: from each post's HTTP response to every `alert.created`
//     for that load on a trucker's socket (p50/p90/p99/max), with the alerts
//     delivered against the load_alerts rows the posts created (missing, dupes);
//   - the matching query per posted load (the matching module's statement for
//     one load over all truckers, with the alert filter), timed and under
//     EXPLAIN ANALYZE after the run, next to a plain indexed SELECT of active
//     loads (loads_active_posted_idx) in the same run;
//   - CPU of the API server, PostgreSQL and the client processes during the
//     posts (and of everything else on the machine), live ping round trips
//     (the server's event loop), session lookups, and the server's RSS.
// Fails (after reporting) when an alert is lost, arrives twice or a client drops.
//
// Environment (all optional): BENCH_ALERT_TRUCKERS (10000), BENCH_ALERT_POSTS (60),
// BENCH_ALERT_INTERVAL_MS (1000), BENCH_ALERT_CLIENT_PROCESSES (2),
// BENCH_ALERT_CONNECT_CONCURRENCY (50 per process), BENCH_ALERT_BACKGROUND_LOADS (20000),
// BENCH_ALERT_DRAIN_MS (10000), BENCH_ALERT_DB_POOL_MAX (10, the server's pool),
// BENCH_ALERT_PLAN=1 (log the EXPLAIN ANALYZE plans to stderr).
import os from 'node:os';
import type pg from 'pg';
import { ALERT_EVENTS } from '@haulclub/shared';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import { mintAccessTokens } from './lib/access-tokens';
import { alertRegionZips, postBody, seedAlertTruckers } from './lib/alerts-seed';
import { compareMatchingSql, BASELINE_SQL } from './lib/alerts-sql';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { emitLatencies, round } from './lib/emit';
import { expectStatus, requestJson } from './lib/http-json';
import { seedBrokers, seedLoads, type SeededUser } from './lib/load-board-seed';
import { startLiveFleet, type LiveFleet } from './lib/live-fleet';
import { sleep } from './lib/net';
import { childEnv } from './lib/process';
import { startLivePinger } from './lib/live-ping';
import { cpuMs, groupCpuMs, machineCpuMs, postgresPids, rssMiB } from './lib/proc-stats';
import { signIn } from './lib/sign-in';
import { percentile } from './lib/stats';

const PASSWORD = 'Bench-Alerts-2026';

/** Index + sequential scans per table so far (PostgreSQL's cumulative statistics). */
async function tableLookups(db: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await db.query<{ relname: string; n: string }>(
    `SELECT relname, (coalesce(idx_scan, 0) + coalesce(seq_scan, 0))::text AS n
     FROM pg_stat_user_tables WHERE relname IN ('sessions', 'truckers', 'load_alerts')`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

const bench: Bench = {
  name: 'alerts',
  description:
    '10k truckers on /api/live, 1 post/s for a minute: post → alert on screen p50/p99, matching SQL vs indexed SELECT',
  async run({ emit, log }) {
    const truckerCount = envNumber('BENCH_ALERT_TRUCKERS', 10_000);
    const posts = envNumber('BENCH_ALERT_POSTS', 60);
    const intervalMs = envNumber('BENCH_ALERT_INTERVAL_MS', 1000);
    const clientProcesses = envNumber('BENCH_ALERT_CLIENT_PROCESSES', 2);
    const connectConcurrency = envNumber('BENCH_ALERT_CONNECT_CONCURRENCY', 50);
    const backgroundLoads = envNumber('BENCH_ALERT_BACKGROUND_LOADS', 20_000);
    const drainMs = envNumber('BENCH_ALERT_DRAIN_MS', 10_000);

    // The server's database pool (default 10), to see whether the fan-out waits for connections.
    const dbPoolMax = String(envNumber('BENCH_ALERT_DB_POOL_MAX', 10));
    const app = await startAppUnderBench(
      'alerts',
      {
        // One socket per trucker, up to 1,000 per loopback source address; raised for this run only.
        LIVE_MAX_CONNECTIONS_PER_IP: '10000',
        LIVE_MAX_CONNECTIONS_PER_USER: '10',
        LOAD_SWEEP_INTERVAL_MS: '15000',
        DB_POOL_MAX: dbPoolMax,
      },
      { log },
    );
    let database: Database | undefined;
    let fleet: LiveFleet | undefined;
    await withCleanup(
      async () => {
        const { api, connectionString, pgPid, port } = app;
        const db = app.pool(4);
        // The configuration the server runs with (same environment), for the token issuer and lifetime.
        const serverConfig = loadConfig(childEnv(app.env));

        // 1. Seed.
        const seedStarted = performance.now();
        const hash = await hashPassword(PASSWORD, serverConfig.auth.argon2);
        const zips = alertRegionZips();
        log(`seeding ${truckerCount} truckers with lane profiles over ${zips.length} ZIPs of TX/OK/LA`);
        const [broker] = (await seedBrokers(db, 1, hash)) as [SeededUser];
        const { truckers, mix } = await seedAlertTruckers(db, truckerCount, hash, zips);
        if (backgroundLoads > 0) await seedLoads(db, backgroundLoads, [broker], zips);
        await db.query('ANALYZE');
        const seedMs = performance.now() - seedStarted;
        log(`seeded in ${(seedMs / 1000).toFixed(1)} s (${JSON.stringify(mix)})`);
        emit({
          metric: 'seed_duration',
          value: round(seedMs),
          unit: 'ms',
          fields: { truckers: truckerCount, backgroundLoads, ...mix },
        });

        // 2. Access tokens: a session per trucker, signed like a password sign-in's.
        const mintStarted = performance.now();
        const tokens = await mintAccessTokens(
          connectionString,
          serverConfig,
          truckers.map((t) => t.id),
        );
        const mintMs = performance.now() - mintStarted;
        log(`minted ${tokens.size} access tokens in ${(mintMs / 1000).toFixed(1)} s`);
        emit({
          metric: 'token_mint_duration',
          value: round(mintMs),
          unit: 'ms',
          fields: { tokens: tokens.size },
        });
        const brokerSession = await signIn(port, broker, PASSWORD);

        // 3. Connect every trucker.
        const connectStarted = performance.now();
        log(`connecting ${truckers.length} live clients from ${clientProcesses} processes`);
        fleet = await startLiveFleet({
          port,
          clients: truckers.map((t) => [t.id, tokens.get(t.id) as string]),
          processes: clientProcesses,
          concurrency: connectConcurrency,
          log,
        });
        const connectMs = performance.now() - connectStarted;
        log(`${fleet.connected} clients signed in and subscribed in ${(connectMs / 1000).toFixed(1)} s`);
        emit({
          metric: 'clients_connected',
          value: fleet.connected,
          unit: 'count',
          fields: {
            clients: truckers.length,
            processes: clientProcesses,
            connectMs: round(fleet.connectMs),
            withStartupMs: round(connectMs),
          },
        });
        if (fleet.connected !== truckers.length)
          throw new Error(`only ${fleet.connected} of ${truckers.length} clients connected`);

        // 4. Posts, one per interval; every alert is paired with its post by load id.
        const receipts: { loadId: string; alertId: string; userId: string; at: number; silent: boolean }[] =
          [];
        fleet.onReceipt(([loadId, alertId, userId, at, silent]) =>
          receipts.push({ loadId, alertId, userId, at, silent }),
        );
        const responseAt = new Map<string, number>();
        const postMs: number[] = [];
        const serverPid = api.child.pid;
        const pgGroup = pgPid ? await postgresPids(pgPid) : [];
        const clientPids = fleet.children.map((c) => c.pid);
        const cpuBefore = {
          server: await cpuMs(serverPid),
          postgres: await groupCpuMs(pgGroup),
          clients: await groupCpuMs(clientPids),
          bench: process.cpuUsage(),
          machine: await machineCpuMs(),
        };
        const loadBefore = os.loadavg()[0] ?? 0;
        const lookupsBefore = await tableLookups(db);
        const pinger = await startLivePinger(port, 100);
        let maxRss = await rssMiB(serverPid);
        const rssTimer = setInterval(() => {
          void rssMiB(serverPid).then((r) => (maxRss = Math.max(maxRss, r)));
        }, 500);
        const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 4 });
        log(`posting ${posts} loads, one every ${intervalMs} ms`);
        const postsStarted = nowMs();
        const inFlight: Promise<void>[] = [];
        let postError: unknown;
        for (let i = 0; i < posts; i++) {
          const due = postsStarted + i * intervalMs;
          const wait = due - nowMs();
          if (wait > 0) await sleep(wait);
          inFlight.push(
            requestJson<{ id: string }>(port, {
              method: 'POST',
              path: '/api/broker/loads',
              token: brokerSession.token,
              body: postBody(i),
              agent,
            })
              .then((res) => {
                const at = nowMs();
                const load = expectStatus(res, 201, `post ${i + 1}`);
                responseAt.set(load.id, at);
                postMs.push(res.ms);
              })
              .catch((err: unknown) => {
                postError ??= err;
              }),
          );
          if (postError) break;
          if ((i + 1) % 10 === 0) log(`${i + 1} posts sent, ${receipts.length} alerts received so far`);
        }
        await Promise.all(inFlight);
        if (postError) throw postError;
        const postedIds = [...responseAt.keys()];

        // 5. Drain: wait until every alert the posts created has arrived, or drainMs without progress.
        const expectedOf = async () => {
          const { rows } = await db.query<{ n: number; live: number }>(
            `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT silent)::int AS live
             FROM load_alerts WHERE load_id = ANY($1::uuid[])`,
            [postedIds],
          );
          return rows[0] ?? { n: 0, live: 0 };
        };
        let expected = await expectedOf();
        let lastCount = -1;
        let lastProgress = nowMs();
        while (nowMs() - lastProgress < drainMs) {
          const delivered = receipts.filter((r) => responseAt.has(r.loadId)).length;
          if (delivered >= expected.n) break;
          if (delivered !== lastCount) {
            lastCount = delivered;
            lastProgress = nowMs();
          }
          await sleep(200);
        }
        expected = await expectedOf();
        clearInterval(rssTimer);
        pinger.stop();
        agent.destroy();
        const windowMs = nowMs() - postsStarted;
        const benchCpu = process.cpuUsage(cpuBefore.bench);
        const cpu = {
          server: (await cpuMs(serverPid)) - cpuBefore.server,
          postgres: (await groupCpuMs(pgGroup)) - cpuBefore.postgres,
          clients: (await groupCpuMs(clientPids)) - cpuBefore.clients,
          bench: (benchCpu.user + benchCpu.system) / 1000,
        };
        const machine = await machineCpuMs();
        await sleep(1500); // table statistics reach pg_stat_user_tables within a second
        const lookupsAfter = await tableLookups(db);
        const machineBusy = machine.busy - cpuBefore.machine.busy;
        const ours = cpu.server + cpu.postgres + cpu.clients + cpu.bench;

        // 6. Post → screen.
        const seen = new Set<string>();
        let duplicates = 0;
        const latencies: number[] = [];
        const perPostMax = new Map<string, number>();
        const perPostMin = new Map<string, number>();
        for (const r of receipts) {
          const posted = responseAt.get(r.loadId);
          if (posted === undefined) continue;
          const key = `${r.userId}:${r.loadId}`;
          if (seen.has(key)) {
            duplicates += 1;
            continue;
          }
          seen.add(key);
          const ms = r.at - posted;
          latencies.push(ms);
          perPostMax.set(r.loadId, Math.max(perPostMax.get(r.loadId) ?? -Infinity, ms));
          perPostMin.set(r.loadId, Math.min(perPostMin.get(r.loadId) ?? Infinity, ms));
        }
        const delivered = latencies.length;
        const fields = {
          posts: postedIds.length,
          clients: fleet.connected,
          expected: expected.n,
          expectedLive: expected.live,
          delivered,
          missing: Math.max(0, expected.n - delivered),
          duplicates,
          beforeResponse: latencies.filter((ms) => ms < 0).length,
          alertsPerPost: round(expected.n / Math.max(1, postedIds.length), 1),
          dbPoolMax,
          path: `POST /api/broker/loads response → ${ALERT_EVENTS.created} on the trucker's socket`,
        };
        log(`alerts: ${delivered} delivered of ${expected.n} expected, ${duplicates} duplicates`);
        if (delivered > 0) {
          emitLatencies(emit, 'alerts_post_to_screen', latencies, fields, [50, 90, 99]);
          emit({
            metric: 'latency_max',
            value: round(Math.max(...latencies)),
            unit: 'ms',
            fields: { target: 'alerts_post_to_screen', samples: delivered, ...fields },
          });
          // Where a post's time goes: until its first alert arrives, then first → last (the fan-out).
          const firsts = [...perPostMin.values()];
          const spreads = [...perPostMin.entries()].map(([id, min]) => (perPostMax.get(id) ?? min) - min);
          const postFields = { posts: firsts.length, alertsPerPost: fields.alertsPerPost };
          emitLatencies(emit, 'alerts_first_per_post', firsts, postFields, [50, 99]);
          emitLatencies(emit, 'alerts_fanout_spread_per_post', spreads, postFields, [50, 99]);
          emitLatencies(emit, 'alerts_last_per_post', [...perPostMax.values()], postFields, [50, 99]);
        }
        emit({ metric: 'alerts_delivered', value: delivered, unit: 'count', fields });
        emit({ metric: 'alerts_missing', value: fields.missing, unit: 'count', fields });
        emitLatencies(
          emit,
          'api-post-load',
          postMs,
          { posts: postMs.length, alertsPerPost: fields.alertsPerPost },
          [50, 99],
        );
        for (const [proc, ms] of Object.entries(cpu)) {
          emit({
            metric: 'cpu_share',
            value: round(ms / windowMs, 3),
            unit: 'cores',
            fields: { process: proc, cpuMs: round(ms), windowMs: round(windowMs) },
          });
        }
        emit({
          metric: 'cpu_share',
          value: round((machineBusy - ours) / windowMs, 3),
          unit: 'cores',
          fields: {
            process: 'other (not this bench)',
            machineBusyCores: round(machineBusy / windowMs, 3),
            cores: os.availableParallelism(),
            loadavg1Before: round(loadBefore),
            loadavg1After: round(os.loadavg()[0] ?? 0),
            // Scheduling priority the bench (and the servers it started) ran at; 0 unless started under `nice`.
            nice: os.getPriority(),
            windowMs: round(windowMs),
          },
        });
        if (pinger.samples.length > 0)
          emitLatencies(
            emit,
            'server_live_ping',
            pinger.samples,
            { path: 'ping → pong on an extra /api/live socket every 100 ms during the posts (no database)' },
            [50, 99],
          );
        for (const table of ['sessions', 'truckers', 'load_alerts'] as const) {
          emit({
            metric: 'table_lookups',
            value: (lookupsAfter[table] ?? 0) - (lookupsBefore[table] ?? 0),
            unit: 'count',
            fields: {
              table,
              during: 'the posts and the drain',
              note: 'index + sequential scans (pg_stat_user_tables); sessions: the live check per private event',
              alertsDelivered: delivered,
            },
          });
        }
        emit({
          metric: 'server_rss_max',
          value: round(maxRss, 1),
          unit: 'MiB',
          fields: { clients: fleet.connected, dbPoolMax },
        });

        const closed = await fleet.close();
        fleet = undefined;
        // Correctness before speed: every alert the posts created must reach its trucker, once (checked at the end).
        const lost =
          fields.missing > 0 || duplicates > 0 || closed.unexpectedCloses > 0
            ? `${fields.missing} alerts never arrived, ${duplicates} arrived twice, ${closed.unexpectedCloses} clients were dropped`
            : undefined;
        // Correctness before speed: every alert the posts created reached its trucker, once.
        if (fields.missing > 0 || duplicates > 0)
          throw new Error(`${fields.missing} alerts never arrived and ${duplicates} arrived twice`);
        emit({
          metric: 'clients_dropped',
          value: closed.unexpectedCloses,
          unit: 'count',
          fields: { openAtEnd: closed.open, otherEvents: closed.otherEvents },
        });

        // 7. The matching statement per posted load vs a plain indexed SELECT, on the same database.
        database = createDatabase(connectionString, { max: 2 });
        const cmp = await compareMatchingSql(database.db, postedIds, process.env.BENCH_ALERT_PLAN === '1');
        if (cmp.plans) {
          log(`plan of the indexed SELECT:\n${cmp.plans.baseline}`);
          log(`plan of the slowest post's matching statement:\n${cmp.plans.match}`);
        }
        const sqlFields = {
          loads: postedIds.length,
          truckers: truckerCount,
          matchedPerLoad: round(cmp.matchedPerLoad, 1),
          baseline: BASELINE_SQL,
        };
        emitLatencies(emit, 'sql-match-load', cmp.matchMs, sqlFields, [50, 99]);
        emitLatencies(emit, 'sql-match-load-exec', cmp.matchExecMs, sqlFields, [50, 99]);
        emitLatencies(emit, 'sql-indexed-select', cmp.baseMs, sqlFields, [50, 99]);
        emitLatencies(emit, 'sql-indexed-select-exec', cmp.baseExecMs, sqlFields, [50, 99]);
        emit({
          metric: 'latency_ratio',
          value: round(percentile(cmp.matchMs, 50) / percentile(cmp.baseMs, 50), 1),
          unit: 'ratio',
          fields: {
            stat: 'p50',
            numerator: 'sql-match-load',
            denominator: 'sql-indexed-select',
            ...sqlFields,
          },
        });
        if (lost) throw new Error(lost);
      },
      async () => {
        if (fleet) await fleet.close().catch(() => undefined);
        await database?.close().catch(() => undefined);
        await app.stop();
      },
    );
  },
};

export default bench;
