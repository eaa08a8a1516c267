// The whole HaulClub API (buildApp) on a real embedded PostgreSQL in DATA_DIR,
// configured through the environment the bench passes (LOG_LEVEL, RATE_LIMIT_MAX, …).
// With BENCH_DATABASE_URL_FILE set, the embedded database's connection string is
// written there (mode 0600) before the server reports ready, for benches that
// seed or query the same database directly.
// WEB_CONCURRENCY > 1 runs the app as `npm start` does (apps/api/src/cluster.ts):
// this process owns the database and WEB_CONCURRENCY worker processes (this script
// again, as cluster workers) serve one port. Unset, the bench app runs in one process.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../../../apps/api/src/app';
import { serveAsWorker, startWorkerPool, workerDatabaseUrl } from '../../../apps/api/src/cluster';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/runtime';
import { LOOPBACK } from '../lib/net';
import type { ReadyMessage } from '../lib/process';
import { serveForBench } from '../lib/serve';

process.env.WEB_CONCURRENCY ||= '1';
const config = loadConfig(process.env);
if (config.databaseUrl)
  throw new Error('bench api server must run on the embedded database (DATABASE_URL is set)');
const log = (msg: string) => process.stderr.write(`[api] ${msg}\n`);
const listen = { port: Number(process.env.PORT ?? 0), host: LOOPBACK };

const workerUrl = workerDatabaseUrl();
if (workerUrl) {
  await serveAsWorker({ config, databaseUrl: workerUrl, listen });
} else {
  const runtime = await openDatabase(config, log);
  const urlFile = process.env.BENCH_DATABASE_URL_FILE;
  if (config.webConcurrency > 1) {
    // The workers have pools of their own; this process keeps the database and the workers running.
    await runtime.database.close();
    const pool = startWorkerPool({
      count: config.webConcurrency,
      databaseUrl: runtime.database.connectionString,
      seedDemoMoney: false,
      log,
      onGiveUp: (reason) => {
        log(`stopping: ${reason}`);
        void stop(1);
      },
    });
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      await pool.stop();
      await runtime.shutdown();
      process.exit(code);
    };
    process.on('SIGTERM', () => void stop(0));
    process.on('SIGINT', () => void stop(0));
    process.once('disconnect', () => void stop(0));
    let port: number;
    try {
      port = await pool.ready;
    } catch (err) {
      log(err instanceof Error ? err.message : String(err));
      await stop(1);
      throw err;
    }
    if (urlFile) await writeFile(urlFile, runtime.database.connectionString, { mode: 0o600 });
    const ready: ReadyMessage = { type: 'ready', port };
    process.send?.(ready);
  } else {
    let app;
    try {
      if (urlFile) await writeFile(urlFile, runtime.database.connectionString, { mode: 0o600 });
      app = await buildApp({ config, database: runtime.database });
    } catch (err) {
      await runtime.shutdown();
      throw err;
    }
    await serveForBench(app, () => runtime.shutdown());
  }
}
