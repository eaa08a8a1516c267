import pg from 'pg';
import { describe, expect, it, inject } from 'vitest';
import { runMigrations } from '../src/db/migrate';
import { TEST_SHARED_BUFFERS_MB, withDatabase } from './global-setup';

describe('migrations', () => {
  it('are safe to run from two processes at once on an empty database', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `haulclub_test_mig_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = withDatabase(adminUrl, name);
      await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const tables = await check.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      const extensions = await check.query<{ extname: string }>('SELECT extname FROM pg_extension');
      const applied = await check.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(tables.rows.map((r) => r.tablename)).toEqual(
        expect.arrayContaining(['invite_requests', 'mail_outbox']),
      );
      expect(extensions.rows.map((r) => r.extname)).toEqual(
        expect.arrayContaining(['cube', 'earthdistance', 'citext', 'pg_trgm']),
      );
      expect(applied.rows[0]!.n).toBeGreaterThanOrEqual(2);
      // Running again is a no-op.
      await runMigrations(url);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'run on an embedded server started with the shared_buffers it was given',
    async () => {
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ mb: number }>(
          "SELECT (setting::bigint * 8 / 1024)::int AS mb FROM pg_settings WHERE name = 'shared_buffers'",
        );
        expect(rows[0]?.mb).toBe(TEST_SHARED_BUFFERS_MB);
      } finally {
        await admin.end();
      }
    },
  );
});
