import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { runMigrations } from './migrate';

export interface DatabaseRuntime {
  database: Database;
  embedded: EmbeddedServer | undefined;
  /** Closes the pool, then stops the embedded server (if any). */
  shutdown(): Promise<void>;
}

export interface ServerOptions {
  /** The HTTP port, recorded as the data directory's owner (a second start names it when it refuses). */
  httpPort: number;
  /** The embedded PostgreSQL died and could not be restarted: the server must exit. */
  onDatabaseLost(reason: string): void;
}

/**
 * Opens the database the configuration names: the external DATABASE_URL, or
 * an embedded PostgreSQL under DATA_DIR that is initialised on first run
 * (DataDirInUseError if another live process runs that directory). With
 * `server`, a crashed embedded PostgreSQL is restarted, or the server told to
 * exit. Migrations run before the pool is handed out.
 */
export async function openDatabase(
  config: AppConfig,
  log: (msg: string) => void,
  server?: ServerOptions,
): Promise<DatabaseRuntime> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    log(`starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({
      dir,
      port: config.embeddedPgPort,
      notice: log,
      ...(server ? { httpPort: server.httpPort, supervise: { onGiveUp: server.onDatabaseLost } } : {}),
    });
    url = embedded.connectionString;
  }
  try {
    await runMigrations(url);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const database = createDatabase(url, { max: config.dbPoolMax });
  return {
    database,
    embedded,
    async shutdown() {
      await database.close();
      await embedded?.stop();
    },
  };
}
