import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-owner';
import { openDatabase, type DatabaseRuntime } from './db/runtime';
import { seedDemo, seedDemoMoney } from './modules/demo/index';

/** Boots HaulClub: config, database (embedded by default), migrations, app, listen; stops cleanly on signals. */
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

  const bootLog = (msg: string) => process.stdout.write(`[haulclub] ${msg}\n`);
  // Until the app is up, losing the embedded database fails the start; then it stops the server (below).
  let onDatabaseLost = (reason: string): void => {
    process.stderr.write(`HaulClub failed to start: ${reason}.\n`);
    process.exit(1);
  };
  let runtime: DatabaseRuntime;
  try {
    runtime = await openDatabase(config, bootLog, {
      httpPort: config.port,
      onDatabaseLost: (reason) => onDatabaseLost(reason),
    });
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
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
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
  if (config.demoMode) {
    app.log.info(
      `DEMO MODE on (${config.demoModeReason}): demo accounts are seeded and the development mailbox ` +
        `at ${config.publicUrl}/dev/mailbox is open to anyone who can reach ${config.host}:${config.port}.`,
    );
  } else {
    app.log.info(
      `Demo mode off (${config.demoModeReason}): no demo accounts; the development mailbox is for admins only.`,
    );
  }
  app.log.info(`HaulClub is ready at ${config.publicUrl}`);
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
