// npm test: every test — types, lint, unit, API integration (real PostgreSQL)
// and browser tests (Playwright on Debian's Chromium against the production
// build). Makes sure a browser is there first. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureWebBuild } from './lib/web-build.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
// What failed, repeated at the very end so a truncated log still names it.
const failures = [];
const started = Date.now();

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test finished in ${minutes} min`);
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const f of failures) console.log(`  ✗ ${f}`);
  }
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
else {
  results.failed++;
  failures.push('typecheck (npm run typecheck)');
}
const lintOk = step('lint', 'npm', ['run', 'lint', '--silent']);
if (lintOk) results.passed++;
else {
  results.failed++;
  failures.push('lint (npm run lint)');
}

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
  for (const file of v.testResults ?? []) {
    const where = path.relative(ROOT, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      const why = String(a.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`${where} › ${a.fullName ?? a.title}${why ? ` — ${why}` : ''}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(
        `${where} — ${String(file.message ?? 'the file failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
      results.failed++;
    }
  }
} else if (!unitOk) {
  results.failed++;
  failures.push('vitest wrote no report');
}

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
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        const why = String(last?.error?.message ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${why ? ` — ${why}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of JSON.parse(readFileSync(e2eReport, 'utf8')).suites ?? []) walk(suite, []);
} else if (!e2eOk) {
  results.failed++;
  failures.push('playwright wrote no report');
}

// A runner's exit code and its own report must both say green.
if (!unitOk && failures.length === 0) failures.push('vitest exited non-zero (see its output above)');
if (!e2eOk && !failures.some((f) => f.includes('.spec.ts')))
  failures.push('playwright exited non-zero (see its output above)');
finish(typesOk && lintOk && unitOk && e2eOk && results.failed === 0);
