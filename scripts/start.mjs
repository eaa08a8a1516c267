// npm start: build the web app if needed, then run HaulClub (the API serves the
// built app on one port; WEB_CONCURRENCY worker processes, see apps/api/src/cluster.ts,
// each run this script again as a cluster worker). TypeScript runs through tsx.
import cluster from 'node:cluster';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

process.env.NODE_ENV ??= 'production';
register();
if (cluster.isPrimary && !process.env.DATABASE_URL) {
  // A HaulClub already running on this data directory: refuse before (re)building the web app it serves.
  const { DataDirInUseError, liveOwnerOf } = await import('../apps/api/src/db/data-dir-owner.ts');
  const dir = path.join(path.resolve(ROOT, process.env.DATA_DIR || '.data'), 'pg');
  const owner = await liveOwnerOf(dir);
  if (owner) {
    process.stderr.write(`HaulClub cannot start: ${new DataDirInUseError(dir, owner).message}\n`);
    process.exit(1);
  }
}
if (cluster.isPrimary) ensureWebBuild();
await import('../apps/api/src/main.ts');
