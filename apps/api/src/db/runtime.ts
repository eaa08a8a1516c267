import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type Database } from './client';
import { liveOwnerOf } from './data-dir-owner';
import { embeddedConnectionString, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
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
 * an embedded PostgreSQL under DATA_DIR that is initialised on first run.
 * With `server` (the HaulClub server), the directory must be free
 * (DataDirInUseError names the live process that runs it), and a crashed
 * embedded PostgreSQL is restarted, or the server told to exit. Without it
 * (CLI tools such as admin:create), the PostgreSQL of a running server on
 * that directory is used as it is. Migrations run before the pool is handed out.
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
    const running = server ? null : await liveOwnerOf(dir);
    if (running) {
      log(`using the embedded PostgreSQL of process ${running.pid} (port ${running.pgPort}) in ${dir}`);
      return open(embeddedConnectionString(running.pgPort), undefined, config);
    }
    log(`starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({
      dir,
      port: config.embeddedPgPort,
      sharedBuffersMb: config.embeddedPgSharedBuffersMb,
      notice: log,
      ...(server ? { httpPort: server.httpPort, supervise: { onGiveUp: server.onDatabaseLost } } : {}),
    });
    url = embedded.connectionString;
  }
  return open(url, embedded, config);
}

async function open(
  url: string,
  embedded: EmbeddedServer | undefined,
  config: AppConfig,
): Promise<DatabaseRuntime> {
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
