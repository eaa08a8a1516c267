import { buildApp } from './app';
import { serveAsWorker, startWorkerPool, workerDatabaseUrl, type WorkerPool } from './cluster';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataDirInUseError } from './db/data-dir-owner';
import { openDatabase, type DatabaseRuntime } from './db/runtime';
import { seedDemo, seedDemoMoney } from './modules/demo/index';

const bootLog = (msg: string) => process.stdout.write(`[haulclub] ${msg}\n`);

/**
 * Boots HaulClub: config, database (embedded by default), migrations, demo seed, then either the
 * app in this process (WEB_CONCURRENCY=1) or WEB_CONCURRENCY worker processes on the one port
 * (cluster.ts); stops cleanly on signals.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`HaulClub cannot start.\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const workerUrl = workerDatabaseUrl();
  if (workerUrl) {
    await serveAsWorker({
      config,
      databaseUrl: workerUrl,
      listen: { port: config.port, host: config.host },
      seedDemoMoney,
    });
    return;
  }
  if (config.webConcurrency > 1) await runPrimary(config);
  else await runSingle(config);
}

/** Opens the database (claiming an embedded one's directory) and seeds the demo accounts; exits on refusal. */
async function openAndSeed(
  config: AppConfig,
  onDatabaseLost: (reason: string) => void,
): Promise<DatabaseRuntime> {
  let runtime: DatabaseRuntime;
  try {
    runtime = await openDatabase(config, bootLog, { httpPort: config.port, onDatabaseLost });
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    // Another HaulClub runs this data directory: say which, and touch nothing.
    process.stderr.write(`HaulClub cannot start: ${err.message}\n`);
    process.exit(1);
  }
  if (config.demoMode) {
    const { created } = await seedDemo(runtime.database.db, config.auth.argon2);
    if (created.length > 0) bootLog(`seeded demo accounts: ${created.join(', ')} (see README)`);
  }
  return runtime;
}

function demoModeLine(config: AppConfig): string {
  return config.demoMode
    ? `DEMO MODE on (${config.demoModeReason}): demo accounts are seeded and the development mailbox ` +
        `at ${config.publicUrl}/dev/mailbox is open to anyone who can reach ${config.host}:${config.port}.`
    : `Demo mode off (${config.demoModeReason}): no demo accounts; the development mailbox is for admins only.`;
}

function onSignals(handler: (signal: string) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => handler(signal));
}

/** WEB_CONCURRENCY=1: the app runs in this process. */
async function runSingle(config: AppConfig): Promise<void> {
  // Until the app is up, losing the embedded database fails the start; then it stops the server (below).
  let onDatabaseLost = (reason: string): void => {
    process.stderr.write(`HaulClub failed to start: ${reason}.\n`);
    process.exit(1);
  };
  const runtime = await openAndSeed(config, (reason) => onDatabaseLost(reason));
  const app = await buildApp({ config, database: runtime.database });
  if (config.demoMode) {
    // Contracts in every money state, through the app's own routes and jobs (once; a failure only logs).
    await seedDemoMoney(app).catch((err: unknown) => app.log.error({ err }, 'seeding the demo money failed'));
  }

  let shuttingDown = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await runtime.shutdown();
      app.log.info('stopped');
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      await runtime.embedded?.stop().catch(() => undefined);
      process.exit(1);
    }
  };
  onSignals((signal) => void shutdown(signal));
  onDatabaseLost = (reason) => {
    // Never serve 503 for good: exit non-zero so a supervisor (or the user) starts it afresh.
    app.log.fatal(`HaulClub is stopping: ${reason}.`);
    void shutdown('database lost', 1);
  };

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof ConfigError) process.stderr.write(`HaulClub cannot start.\n${err.message}\n`);
    else app.log.error({ err }, 'could not listen');
    await app.close().catch(() => undefined);
    await runtime.shutdown();
    process.exit(1);
  }
  app.log.info(demoModeLine(config));
  app.log.info(`HaulClub is ready at ${config.publicUrl} (one process; WEB_CONCURRENCY=1)`);
}

/**
 * WEB_CONCURRENCY > 1: this process owns the database (starts it, migrates, seeds once) and runs
 * the API worker processes; on a signal it stops the workers, then PostgreSQL.
 */
async function runPrimary(config: AppConfig): Promise<void> {
  // Set as they start; a shutdown stops what there is.
  const running: { pool?: WorkerPool; runtime?: DatabaseRuntime } = {};
  let ready = false;
  let shuttingDown = false;
  const shutdown = async (why: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    bootLog(`shutting down (${why}): stopping the API workers, then the database`);
    const force = setTimeout(() => {
      process.stderr.write('HaulClub: shutdown took too long; exiting\n');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await running.pool?.stop();
      await running.runtime?.shutdown();
      bootLog('stopped');
      process.exit(exitCode);
    } catch (err) {
      process.stderr.write(`HaulClub: error during shutdown: ${String(err)}\n`);
      await running.runtime?.embedded?.stop().catch(() => undefined);
      process.exit(1);
    }
  };
  const stopFor = (reason: string) => {
    process.stderr.write(
      ready ? `HaulClub is stopping: ${reason}.\n` : `HaulClub failed to start: ${reason}.\n`,
    );
    void shutdown(reason, 1);
  };
  const runtime = await openAndSeed(config, stopFor);
  running.runtime = runtime;
  onSignals((signal) => void shutdown(signal, 0));
  // The workers have pools of their own; this process needs none.
  await runtime.database.close();
  const count = config.webConcurrency;
  bootLog(`starting ${count} API worker processes (WEB_CONCURRENCY=${count})`);
  const pool = startWorkerPool({
    count,
    databaseUrl: runtime.database.connectionString,
    seedDemoMoney: config.demoMode,
    log: bootLog,
    onGiveUp: stopFor,
  });
  running.pool = pool;
  let port: number;
  try {
    port = await pool.ready;
  } catch (err) {
    stopFor(err instanceof Error ? err.message : String(err));
    return;
  }
  ready = true;
  bootLog(demoModeLine(config));
  bootLog(`HaulClub is ready at ${config.publicUrl} (${count} API worker processes on port ${port})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`HaulClub cannot start.\n${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `HaulClub failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
