// The whole HaulClub API (buildApp) on a real embedded PostgreSQL in DATA_DIR,
// configured through the environment the bench passes (LOG_LEVEL, RATE_LIMIT_MAX, …).
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/runtime';
import { serveForBench } from '../lib/serve';

const config = loadConfig(process.env);
if (!config.demoMode)
  throw new Error('bench api server must run on the embedded database (DATABASE_URL is set)');
const runtime = await openDatabase(config, (msg) => process.stderr.write(`[api] ${msg}\n`));
let app;
try {
  app = await buildApp({ config, database: runtime.database });
} catch (err) {
  await runtime.shutdown();
  throw err;
}
await serveForBench(app, () => runtime.shutdown());
