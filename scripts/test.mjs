// npm test: every test — types, lint, unit, API integration (real PostgreSQL)
// and browser tests (Playwright on Debian's Chromium against the production
// build). Makes sure a browser is there first. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureWebBuild } from './lib/web-build.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test finished in ${minutes} min`);
  console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

function ensureBrowser() {
  let browser = findBrowser();
  if (browser) return browser;
  const isRoot = os.userInfo().uid === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("━━ installing Debian's chromium for the browser tests ━━");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    browser = findBrowser();
    if (browser) return browser;
  }
  console.error(
    "No browser for the browser tests: install Debian's chromium (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
}

const browser = ensureBrowser();
const reports = path.join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const typesOk = step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
if (typesOk) results.passed++;
else results.failed++;
const lintOk = step('lint', 'npm', ['run', 'lint', '--silent']);
if (lintOk) results.passed++;
else results.failed++;

const vitestReport = path.join(reports, 'vitest.json');
const unitOk = step('unit, component and API integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  results.passed += v.numPassedTests ?? 0;
  results.failed += v.numFailedTests ?? 0;
  results.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else if (!unitOk) results.failed++;

console.log('\n━━ production build of the web app ━━');
ensureWebBuild({ force: true });

const e2eReport = path.join(reports, 'e2e.json');
const e2eOk = step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
  CHROME_PATH: browser,
});
if (existsSync(e2eReport)) {
  const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
  results.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  results.failed += s.unexpected ?? 0;
  results.skipped += s.skipped ?? 0;
} else if (!e2eOk) results.failed++;

// A runner's exit code and its own report must both say green.
finish(typesOk && lintOk && unitOk && e2eOk && results.failed === 0);
