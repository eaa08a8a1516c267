// The server the browser tests run against: the production build on a fresh
// embedded database in demo mode, on 127.0.0.1.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ROOT } from './lib/web-build.mjs';

// FMCSA answers from the local fixture (valid broker MC 123456, no-authority, inactive, unknown records).
register();
const { startFmcsaFixture } = await import('../apps/api/src/modules/fmcsa/fixture/server.ts');
const fmcsa = await startFmcsaFixture({ webKey: 'e2e-web-key' });

const dataDir = path.join(ROOT, '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3111',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  // One process: cluster workers would run this script again (a second fixture, a wiped DATA_DIR).
  WEB_CONCURRENCY: '1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  CONTACT_EMAIL: 'contact@haulclub.test',
  MAIL_POLL_INTERVAL_MS: '250',
  JOBS_POLL_INTERVAL_MS: '500',
  // Fairness, lane rates and speed scores recomputed as soon as asked: the specs read them right away.
  JOBS_COALESCE_MS: '0',
  FMCSA_BASE_URL: fmcsa.url,
  FMCSA_WEB_KEY: 'e2e-web-key',
  FMCSA_ATTEMPTS: '2',
});
await import('./start.mjs');
