import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { rethrowAfterCleanup } from './bench';
import { assertPostgresStopped, createBenchDataDir, readPostmasterPid, type BenchDataDir } from './data-dir';
import { describeExit, startBenchServer, type BenchServer } from './process';

export interface AppUnderBench {
  api: BenchServer;
  port: number;
  /** The embedded PostgreSQL the app runs on. */
  connectionString: string;
  data: BenchDataDir;
  /** The postmaster pid while the app ran (checked again by stop()). */
  pgPid: number | undefined;
  /** The environment the app runs with (its configuration: argon2 settings, issuer, pool size). */
  env: Record<string, string>;
  /** A pool on the app's database for the bench's own queries; stop() ends it. */
  pool(max: number): pg.Pool;
  /**
   * Ends the bench's pools, stops the app (SIGTERM) and deletes its DATA_DIR; throws when the
   * app exited badly or left its PostgreSQL running. Close the bench's other clients first.
   */
  stop(): Promise<void>;
}

export interface AppUnderBenchOptions {
  log: (message: string) => void;
  /** How long the app may take to be ready (migrations included). */
  timeoutMs?: number;
}

/**
 * The full app (scripts/bench/servers/api.ts) in production mode on a fresh DATA_DIR with its
 * embedded PostgreSQL, quiet (BENCH_LOG_LEVEL, e.g. `warn`, lets it log; BENCH_VERBOSE=1 shows
 * it), without rate limits and with cheap password hashing (argon2 at 1 MiB, one pass), plus
 * `extraEnv`. On a failed start everything it made is removed again.
 */
export async function startAppUnderBench(
  name: string,
  extraEnv: Record<string, string>,
  { log, timeoutMs = 120_000 }: AppUnderBenchOptions,
): Promise<AppUnderBench> {
  const data = await createBenchDataDir(name);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: data.dir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_ARGON2_MEMORY_KIB: '1024',
    AUTH_ARGON2_TIME_COST: '1',
    ...extraEnv,
  };
  const pools: pg.Pool[] = [];
  let api: BenchServer | undefined;
  let pgPid: number | undefined;
  const stop = async () => {
    for (const p of pools.splice(0)) await p.end().catch(() => undefined);
    const [stopped] = api ? await Promise.allSettled([api.child.stop()]) : [];
    try {
      if (api) await assertPostgresStopped(data.pgDir, pgPid);
      if (stopped?.status === 'rejected') throw stopped.reason;
      if (stopped && stopped.value.exit.code !== 0)
        throw new Error(`api server exited with ${describeExit(stopped.value.exit)} on SIGTERM`);
    } finally {
      await data.remove();
    }
  };
  try {
    log(`starting the full app (DATA_DIR ${data.dir})`);
    const urlFile = path.join(data.dir, 'database-url');
    api = await startBenchServer(
      'api',
      'scripts/bench/servers/api.ts',
      { ...env, BENCH_DATABASE_URL_FILE: urlFile },
      timeoutMs,
    );
    pgPid = await readPostmasterPid(data.pgDir);
    const connectionString = (await readFile(urlFile, 'utf8')).trim();
    return {
      api,
      port: api.port,
      connectionString,
      data,
      pgPid,
      env,
      pool(max) {
        const p = new pg.Pool({ connectionString, max, application_name: 'haulclub-bench' });
        p.on('error', () => undefined);
        pools.push(p);
        return p;
      },
      stop,
    };
  } catch (err) {
    return rethrowAfterCleanup(err, stop);
  }
}
