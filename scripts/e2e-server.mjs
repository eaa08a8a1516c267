// The server the browser tests run against: the production build on a fresh
// embedded database in demo mode, on 127.0.0.1.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const dataDir = path.join(ROOT, '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3111',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  CONTACT_EMAIL: 'contact@haulclub.test',
  MAIL_POLL_INTERVAL_MS: '250',
});
await import('./start.mjs');
