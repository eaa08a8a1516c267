import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's embedded PostgreSQL (scripts/e2e-server.mjs: `.data/e2e`, the embedded server's
 * fixed role and database), for the few tests that must make time pass, e.g. age a sign-in.
 * The port is the one postgres recorded in postmaster.pid (its fourth line).
 */
export async function e2eSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const pidFile = path.resolve(import.meta.dirname, '../../.data/e2e/pg/postmaster.pid');
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'haulclub',
    database: 'haulclub',
  });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
