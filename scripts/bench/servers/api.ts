// The whole HaulClub API (buildApp) on a real embedded PostgreSQL in DATA_DIR,
// configured through the environment the bench passes (LOG_LEVEL, RATE_LIMIT_MAX, …).
// With BENCH_DATABASE_URL_FILE set, the embedded database's connection string is
// written there (mode 0600) before the server reports ready, for benches that
// seed or query the same database directly.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/runtime';
import { serveForBench } from '../lib/serve';

const config = loadConfig(process.env);
if (config.databaseUrl)
  throw new Error('bench api server must run on the embedded database (DATABASE_URL is set)');
const runtime = await openDatabase(config, (msg) => process.stderr.write(`[api] ${msg}\n`));
let app;
try {
  const urlFile = process.env.BENCH_DATABASE_URL_FILE;
  if (urlFile) await writeFile(urlFile, runtime.database.connectionString, { mode: 0o600 });
  app = await buildApp({ config, database: runtime.database });
} catch (err) {
  await runtime.shutdown();
  throw err;
}
await serveForBench(app, () => runtime.shutdown());
