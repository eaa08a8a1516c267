import { loadConfig } from '../config';
import { openDatabase } from '../db/runtime';

/** npm run db:migrate: applies pending migrations (embedded or DATABASE_URL) and exits. */
const config = loadConfig();
const runtime = await openDatabase(config, (m) => console.log(`[haulclub] ${m}`));
console.log('[haulclub] migrations are up to date');
await runtime.shutdown();
