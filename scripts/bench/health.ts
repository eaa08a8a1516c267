// GET /api/health (liveness, no database) through the whole app, every plugin
// and hook of production, against a bare Fastify "hello" route on the same
// machine in the same run. The ratio health rps / bare rps is the figure (the
// target is >= 0.5); the absolute numbers are the machine's. The database
// round trip is GET /api/ready's; it is checked once before the run.
import { runLoad, type LoadResult } from './lib/autocannon';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { assertPostgresStopped, createBenchDataDir, readPostmasterPid } from './lib/data-dir';
import { round } from './lib/emit';
import { httpGet } from './lib/net';
import { describeExit, startBenchServer, type BenchServer } from './lib/process';
import { median } from './lib/stats';

const bench: Bench = {
  name: 'health',
  description: 'req/s of GET /api/health (full app, production settings) vs a bare Fastify hello route',
  async run({ emit, log }) {
    const connections = envNumber('BENCH_CONNECTIONS', 10);
    const durationSec = envNumber('BENCH_DURATION_SEC', 8);
    const warmupSec = envNumber('BENCH_WARMUP_SEC', 2);
    const rounds = envNumber('BENCH_ROUNDS', 3);

    const data = await createBenchDataDir('health');
    let bare: BenchServer | undefined;
    let api: BenchServer | undefined;
    let pgPid: number | undefined;
    await withCleanup(
      async () => {
        log(`starting the bare Fastify server and the full app (DATA_DIR ${data.dir})`);
        bare = await startBenchServer('bare', 'scripts/bench/servers/bare.ts', {}, 30_000);
        api = await startBenchServer(
          'api',
          'scripts/bench/servers/api.ts',
          // Production's log level and rate limit: what a deployment runs.
          { NODE_ENV: 'production', DATA_DIR: data.dir },
          120_000,
        );
        pgPid = await readPostmasterPid(data.pgDir);

        const hello = await httpGet(bare.port, '/hello');
        if (hello.status !== 200) throw new Error(`bare /hello answered ${hello.status}`);
        const ready = await httpGet(api.port, '/api/ready');
        const readyBody = JSON.parse(ready.body) as { database?: { ok?: boolean } };
        if (ready.status !== 200 || readyBody.database?.ok !== true) {
          throw new Error(`/api/ready is not ready: ${ready.status} ${ready.body}`);
        }
        const health = await httpGet(api.port, '/api/health');
        if (health.status !== 200) throw new Error(`/api/health answered ${health.status} ${health.body}`);

        const targets = [
          { name: 'bare-fastify-hello', port: bare.port, path: '/hello' },
          { name: 'api-health', port: api.port, path: '/api/health' },
        ] as const;
        const settings = { connections, durationSec, pipelining: 1, rounds };

        for (const t of targets) {
          log(`warm-up ${t.name} (${warmupSec} s)`);
          await runLoad({ port: t.port, path: t.path, connections, durationSec: warmupSec });
        }

        const results: Record<(typeof targets)[number]['name'], LoadResult[]> = {
          'bare-fastify-hello': [],
          'api-health': [],
        };
        for (let r = 1; r <= rounds; r++) {
          for (const t of targets) {
            log(`round ${r}/${rounds}: ${t.name} (${connections} connections, ${durationSec} s)`);
            const res = await runLoad({ port: t.port, path: t.path, connections, durationSec });
            results[t.name].push(res);
            const fields = { target: t.name, path: t.path, stat: 'sample', round: r, ...settings };
            emit({
              metric: 'rps',
              value: round(res.rps, 1),
              unit: 'req/s',
              fields: { ...fields, requests: res.requests },
            });
            emit({ metric: 'latency_p50', value: res.latencyP50Ms, unit: 'ms', fields });
            emit({ metric: 'latency_p99', value: res.latencyP99Ms, unit: 'ms', fields });
          }
        }

        const medians = Object.fromEntries(
          targets.map((t) => {
            const rs = results[t.name];
            return [
              t.name,
              {
                rps: median(rs.map((x) => x.rps)),
                p50: median(rs.map((x) => x.latencyP50Ms)),
                p99: median(rs.map((x) => x.latencyP99Ms)),
              },
            ];
          }),
        ) as Record<(typeof targets)[number]['name'], { rps: number; p50: number; p99: number }>;

        for (const t of targets) {
          const m = medians[t.name];
          const fields = { target: t.name, path: t.path, stat: 'median', ...settings };
          emit({ metric: 'rps', value: round(m.rps, 1), unit: 'req/s', fields });
          emit({ metric: 'latency_p50', value: m.p50, unit: 'ms', fields });
          emit({ metric: 'latency_p99', value: m.p99, unit: 'ms', fields });
        }
        const ratio = medians['api-health'].rps / medians['bare-fastify-hello'].rps;
        const perRound = results['api-health'].map(
          (h, i) => h.rps / (results['bare-fastify-hello'][i]?.rps ?? Number.NaN),
        );
        emit({
          metric: 'rps_ratio',
          value: round(ratio, 4),
          unit: 'ratio',
          fields: {
            stat: 'median',
            numerator: 'api-health',
            denominator: 'bare-fastify-hello',
            perRound: perRound.map((x) => round(x, 4)).join(','),
            ...settings,
          },
        });
      },
      async () => {
        const servers = [bare, api].filter((s): s is BenchServer => s !== undefined);
        const stopped = await Promise.allSettled(servers.map((s) => s.child.stop()));
        try {
          if (api) await assertPostgresStopped(data.pgDir, pgPid);
          stopped.forEach((s, i) => {
            const label = servers[i]?.child.label ?? '?';
            if (s.status === 'rejected') throw s.reason;
            if (s.value.exit.code !== 0)
              throw new Error(`${label} server exited with ${describeExit(s.value.exit)} on SIGTERM`);
          });
        } finally {
          await data.remove();
        }
      },
    );
  },
};

export default bench;
