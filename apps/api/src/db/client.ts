import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction or the database itself: services receive one of these. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  connectionString: string;
  close(): Promise<void>;
}

// Return bigint columns (money in cents, counts) as JS numbers when safe; timestamps stay Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${v} exceeds the safe integer range`);
  return n;
});

/**
 * Result types as drizzle's node-postgres driver reads them, for a statement sent through the pool
 * itself: date, time and interval types as PostgreSQL's text (the views rearrange it; see `at` in
 * loads/views.ts), everything else as node-postgres parses it.
 */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (v: string) => v;
export const DRIZZLE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    TEXT_TYPES.has(oid)
      ? asText
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'haulclub-api',
    // No parallel workers: short OLTP queries (the board search) only lose to worker start-up with concurrent clients.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  let closed = false;
  return {
    pool,
    db,
    connectionString,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
