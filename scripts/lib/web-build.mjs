import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds the web app when its dist is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const builtAt = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (!force && builtAt > 0 && builtAt >= sourcesAt) return false;
  console.log('[haulclub] building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@haulclub/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[haulclub] the web app failed to build');
    process.exit(result.status ?? 1);
  }
  return true;
}
