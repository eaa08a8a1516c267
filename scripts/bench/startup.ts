// Time from spawning `node scripts/start.mjs` (what `npm start` runs) on an
// already-initialised DATA_DIR to the first 200 from GET /api/health, next to
// the time a bare `node -e http.createServer(...)` takes to answer at all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import {
  assertPostgresStopped,
  createBenchDataDir,
  isPostgresFor,
  readPostmasterPid,
  type BenchDataDir,
} from './lib/data-dir';
import { round } from './lib/emit';
import { freePort, LOOPBACK, pollUntil200 } from './lib/net';
import { fromRoot, ROOT } from './lib/paths';
import { childEnv, describeExit, spawnChild, type Child } from './lib/process';
import { median } from './lib/stats';

const POLL_INTERVAL_MS = 25;
const HEALTH_PATH = '/api/health';

/**
 * Builds the web app when its dist is missing or stale, with the same check
 * start.mjs makes, so that no timed start includes a vite build. Runs in a
 * child so the build's output goes to stderr, not to the JSON lines.
 */
function ensureWebBuilt(log: (m: string) => void): void {
  const script = "const { ensureWebBuild } = await import('./scripts/lib/web-build.mjs'); ensureWebBuild();";
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0)
    throw new Error(`the web app failed to build (exit ${result.status ?? result.signal})`);
  if (!existsSync(fromRoot('apps/web/dist/index.html')))
    throw new Error('apps/web/dist/index.html is missing after the build');
  const ms = performance.now() - started;
  if (ms > 2000) log(`web app built in ${Math.round(ms)} ms (untimed)`);
}

interface AppStart {
  firstOkMs: number;
  readyLogMs: number | undefined;
  shutdownMs: number;
  rebuiltWeb: boolean;
}

/** One `node scripts/start.mjs`: spawn, poll /api/health until 200, SIGTERM, wait, check postgres is gone. */
async function startApp(data: BenchDataDir, timeoutMs: number): Promise<AppStart> {
  const port = await freePort();
  let readyLogAt: number | undefined;
  let rebuiltWeb = false;
  const env = childEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: LOOPBACK,
    DATA_DIR: data.dir,
    LOG_LEVEL: 'info',
  });
  const spawnedAt = performance.now();
  const child = spawnChild('haulclub', process.execPath, ['scripts/start.mjs'], {
    env,
    onLine: (line, at) => {
      if (line.includes('building the web app')) rebuiltWeb = true;
      if (readyLogAt === undefined && line.includes('HaulClub is ready at')) readyLogAt = at;
    },
  });

  let firstOkAt: number;
  let pgPid: number | undefined;
  try {
    firstOkAt = await pollUntil200(port, HEALTH_PATH, {
      intervalMs: POLL_INTERVAL_MS,
      timeoutMs,
      abortReason: () => {
        const exit = child.exitInfo();
        return exit ? `npm start exited (${describeExit(exit)}) before /api/health answered 200` : undefined;
      },
    });
    pgPid = await readPostmasterPid(data.pgDir);
    if (pgPid === undefined || !(await isPostgresFor(pgPid, data.pgDir))) {
      throw new Error(`no running embedded postgres found for ${data.pgDir} while the app was up`);
    }
  } catch (err) {
    await child.stop().catch(() => undefined);
    await assertPostgresStopped(data.pgDir, pgPid).catch(() => undefined);
    throw withOutput(err, child);
  }

  const { exit, ms: shutdownMs } = await child.stop(30_000);
  if (exit.code !== 0)
    throw withOutput(new Error(`npm start exited with ${describeExit(exit)} on SIGTERM`), child);
  await assertPostgresStopped(data.pgDir, pgPid);

  return {
    firstOkMs: firstOkAt - spawnedAt,
    readyLogMs: readyLogAt === undefined ? undefined : readyLogAt - spawnedAt,
    shutdownMs,
    rebuiltWeb,
  };
}

/** The machine's baseline: how long node takes to start and answer one HTTP request. */
async function startNodeBaseline(): Promise<number> {
  const port = await freePort();
  const code = `require('http').createServer((q,s)=>s.end('ok')).listen(${port}, '${LOOPBACK}')`;
  const spawnedAt = performance.now();
  const child = spawnChild('node-http', process.execPath, ['-e', code], { env: childEnv({}) });
  try {
    const at = await pollUntil200(port, '/', {
      intervalMs: POLL_INTERVAL_MS,
      timeoutMs: 10_000,
      abortReason: () => {
        const exit = child.exitInfo();
        return exit ? `node baseline exited (${describeExit(exit)})` : undefined;
      },
    });
    return at - spawnedAt;
  } catch (err) {
    throw withOutput(err, child);
  } finally {
    await child.stop(5_000);
  }
}

function withOutput(err: unknown, child: Child): Error {
  const message = err instanceof Error ? err.message : String(err);
  return new Error(`${message}\n--- ${child.label} output (tail) ---\n${child.output().slice(-4000)}`);
}

const bench: Bench = {
  name: 'startup',
  description:
    'ms from spawning `node scripts/start.mjs` (initialised DATA_DIR) to the first 200 from /api/health',
  async run({ emit, log }) {
    const runs = envNumber('BENCH_STARTUP_RUNS', 3);
    const maxRetries = 2;

    ensureWebBuilt(log);
    const data = await createBenchDataDir('startup');
    await withCleanup(
      async () => {
        log(`untimed first start to initialise and migrate ${data.dir}`);
        const init = await startApp(data, 180_000);
        log(`initialised (first start took ${Math.round(init.firstOkMs)} ms, not reported)`);

        const app: AppStart[] = [];
        const baseline: number[] = [];
        let retries = 0;
        const settings = { pollIntervalMs: POLL_INTERVAL_MS, runs };
        while (app.length < runs) {
          const run = app.length + 1;
          const b = await startNodeBaseline();
          baseline.push(b);
          emit({
            metric: 'time_to_first_response',
            value: round(b),
            unit: 'ms',
            fields: { target: 'node-http-baseline', stat: 'sample', run, ...settings },
          });

          ensureWebBuilt(log);
          log(`timed start ${run}/${runs}`);
          const s = await startApp(data, 60_000);
          if (s.rebuiltWeb) {
            // The web sources changed under us between the check and the spawn; the sample includes a vite build.
            if (++retries > maxRetries)
              throw new Error('the web app kept rebuilding during timed starts (sources changing?)');
            log('discarding a start that rebuilt the web app; retrying');
            continue;
          }
          app.push(s);
          log(
            `  first 200 after ${Math.round(s.firstOkMs)} ms; shut down in ${Math.round(s.shutdownMs)} ms; postgres gone`,
          );
          const fields = { target: 'npm-start', path: HEALTH_PATH, stat: 'sample', run, ...settings };
          emit({ metric: 'time_to_first_200', value: round(s.firstOkMs), unit: 'ms', fields });
          if (s.readyLogMs !== undefined)
            emit({ metric: 'time_to_ready_log', value: round(s.readyLogMs), unit: 'ms', fields });
          emit({
            metric: 'shutdown',
            value: round(s.shutdownMs),
            unit: 'ms',
            fields: { ...fields, signal: 'SIGTERM' },
          });
        }

        const medianFields = { stat: 'median', ...settings };
        emit({
          metric: 'time_to_first_200',
          value: round(median(app.map((s) => s.firstOkMs))),
          unit: 'ms',
          fields: { target: 'npm-start', path: HEALTH_PATH, ...medianFields },
        });
        const readyLogs = app.flatMap((s) => (s.readyLogMs === undefined ? [] : [s.readyLogMs]));
        if (readyLogs.length > 0) {
          emit({
            metric: 'time_to_ready_log',
            value: round(median(readyLogs)),
            unit: 'ms',
            fields: { target: 'npm-start', ...medianFields },
          });
        }
        emit({
          metric: 'shutdown',
          value: round(median(app.map((s) => s.shutdownMs))),
          unit: 'ms',
          fields: { target: 'npm-start', signal: 'SIGTERM', ...medianFields },
        });
        emit({
          metric: 'time_to_first_response',
          value: round(median(baseline)),
          unit: 'ms',
          fields: { target: 'node-http-baseline', ...medianFields },
        });
      },
      () => data.remove(),
    );
  },
};

export default bench;
