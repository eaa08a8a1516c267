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

/**
 * Opens the database the configuration names: the external DATABASE_URL, or
 * an embedded PostgreSQL under DATA_DIR that is initialised on first run.
 * Migrations run before the pool is handed out.
 */
export async function openDatabase(config: AppConfig, log: (msg: string) => void): Promise<DatabaseRuntime> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    log(`starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({ dir, port: config.embeddedPgPort });
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
