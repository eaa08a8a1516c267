import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { MailTransport } from '../../src/modules/mail/transport';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The fixed AUTH_KEY_ENCRYPTION_KEY of the tests (32 bytes, hex), so no key file is written under .data. */
export const TEST_KEY_ENCRYPTION_KEY = '7e57'.repeat(16);

export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MAIL_POLL_INTERVAL_MS: '100',
    // Recomputations run as soon as they are asked, so `jobs.runDue()` right after an action finds them.
    JOBS_COALESCE_MS: '0',
    AUTH_KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
    ...env,
  });
  return { ...config, demoMode: true, ...overrides };
}

/** The real app on its own cloned database. Pass `db` to share one database between two apps. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<AppConfig>;
    db?: TestDatabase;
    mailTransport?: MailTransport;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = testConfig(options.env, options.config);
  const app = await buildApp({
    config,
    database: db.database,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}
