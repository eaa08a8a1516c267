import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/runtime';
import { DEMO_PASSWORD, seedDemo, seedDemoMoney } from '../modules/demo/index';

/**
 * npm run db:seed: demo accounts on demand. Never in production: refused when
 * NODE_ENV=production and demo mode is off (external database, a HOST others
 * can reach, or DEMO_MODE=false).
 */
const config = loadConfig();
if (config.env === 'production' && !config.demoMode) {
  console.error(
    `[haulclub] refusing to seed demo data into a production database (NODE_ENV=production and demo mode is off: ${config.demoModeReason})`,
  );
  process.exit(1);
}
const runtime = await openDatabase(config, (m) => console.log(`[haulclub] ${m}`));
try {
  const { created } = await seedDemo(runtime.database.db, config.auth.argon2);
  console.log(
    created.length > 0
      ? `[haulclub] seeded ${created.join(', ')} (password ${DEMO_PASSWORD})`
      : '[haulclub] demo accounts already present',
  );
  // The demo contracts' money goes through the app's routes and jobs.
  const app = await buildApp({ config, database: runtime.database });
  try {
    await seedDemoMoney(app);
  } finally {
    await app.close();
  }
} finally {
  await runtime.shutdown();
}
