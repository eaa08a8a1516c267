import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isAlive, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
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
let runDir: string | undefined;

/** The test cluster's shared_buffers (its databases are small; the product's default scales with the machine). */
export const TEST_SHARED_BUFFERS_MB = 256;

/**
 * Integration tests run against real PostgreSQL: TEST_DATABASE_URL (a server
 * where we may create databases) or an embedded server under .data/test-pg.
 * One template database is migrated once; each test file clones it.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // One cluster per test run, so runs started side by side (several terminals) cannot stop each other's.
    await removeAbandonedClusters();
    runDir = path.join(REPO_ROOT, `.data/test-pg-${process.pid}`);
    // Thrown away when the run ends, so nothing waits on fsync: every file's CREATE DATABASE, its commits and the
    // checkpoint its DROP DATABASE forces (this cluster only; never a TEST_DATABASE_URL server's settings).
    server = await startEmbeddedPostgres({
      dir: runDir,
      database: 'postgres',
      durable: false,
      sharedBuffersMb: TEST_SHARED_BUFFERS_MB,
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
  if (runDir) await fs.rm(runDir, { recursive: true, force: true });
}

/** Clusters (and their owner files) of earlier runs whose process is gone (killed runs) are deleted. */
async function removeAbandonedClusters(): Promise<void> {
  const dataDir = path.join(REPO_ROOT, '.data');
  const entries = await fs.readdir(dataDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = /^test-pg(?:-(\d+))?(?:\.owner\.json)?$/.exec(entry);
    if (!pid) continue;
    if (pid[1] && isAlive(Number(pid[1]))) continue;
    await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
