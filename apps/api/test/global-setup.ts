import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { REPO_ROOT } from '../src/lib/paths';

export const TEMPLATE_DB = 'haulclub_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

let server: EmbeddedServer | undefined;

/**
 * Integration tests run against real PostgreSQL: TEST_DATABASE_URL (a server
 * where we may create databases) or an embedded server under .data/test-pg.
 * One template database is migrated once; each test file clones it.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    server = await startEmbeddedPostgres({
      dir: path.join(REPO_ROOT, '.data/test-pg'),
      database: 'postgres',
    });
    adminUrl = server.connectionString;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'haulclub_test_%'",
    );
    for (const { datname } of stale.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  await runMigrations(withDatabase(adminUrl, TEMPLATE_DB));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
