// npm test: every test — types, lint, unit, API integration (real PostgreSQL)
// and browser tests (Playwright on Debian's Chromium against the production
// build). Makes sure a browser is there first. Ends with "N passed, N failed".
//
//   npm test -- --node24   also runs the unit and API integration tests (vitest projects unit and api)
//                          on Node 24 (the npm registry's `node` package, fetched into a cache directory;
//                          see scripts/lib/node24.mjs). .ci/run does; so does HAULCLUB_TEST_NODE24=1.
//
// Phases, each saying which Node runs it (a 2-core box; see docs/performance.md, "Test suite time"):
//   1. typecheck, lint and the production build of the web app, side by side (each is one busy core);
//   2. vitest on this Node, with (--node24) the unit and api projects on Node 24 side by side, each run with
//      two workers: four test processes keep both cores busy, and whichever run ends first leaves the other
//      its two workers for the rest (one worker each left a core idle for the last two minutes);
//   3. browser tests, alone (two Playwright workers fill the box).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';
import { BROWSERS, findBrowser } from './lib/browsers.mjs';
import { ensureNode24 } from './lib/node24.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
// What failed, repeated at the very end so a truncated log still names it.
const failures = [];
const started = Date.now();
const withNode24 = process.argv.includes('--node24') || process.env.HAULCLUB_TEST_NODE24 === '1';

const minutes = (since) => ((Date.now() - since) / 60000).toFixed(1);

/** Runs a command; its output goes to the terminal, or (capture) to a string returned with the outcome. */
function run(command, args, { env = {}, capture = false, logFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: capture || logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    const file = logFile ? createWriteStream(logFile) : undefined;
    const take = (chunk) => {
      if (capture) output += chunk;
      file?.write(chunk);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('error', (err) => take(`${err.message}\n`));
    child.on('close', (code) => {
      const done = () => resolve({ ok: code === 0, output });
      if (file) file.end(done);
      else done();
    });
  });
}

function header(title, node) {
  console.log(`\n━━ ${title} (node ${node}) ━━`);
}

function finish(ok) {
  console.log(`\nnpm test finished in ${minutes(started)} min`);
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const f of failures) console.log(`  ✗ ${f}`);
  }
  console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function ensureBrowser() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync(BROWSERS[0])) return BROWSERS[0];
  const isRoot = os.userInfo().uid === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("━━ installing Debian's chromium-headless-shell for the browser tests ━━");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env })
        .status === 0;
    // The package lists are fetched only when the install cannot find the package without them.
    if (!install()) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      if (!install()) spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    }
  }
  const browser = findBrowser();
  if (browser) return browser;
  console.error(
    "No browser for the browser tests: install Debian's chromium-headless-shell or chromium (sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
}

/** Adds a vitest JSON report's counts and failed tests to the totals; `label` prefixes what failed. */
function countVitest(report, ok, label) {
  const tag = label ? `[${label}] ` : '';
  if (!existsSync(report)) {
    if (!ok) {
      results.failed++;
      failures.push(`${tag}vitest wrote no report`);
    }
    return;
  }
  const v = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += v.numPassedTests ?? 0;
  results.failed += v.numFailedTests ?? 0;
  results.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  const before = failures.length;
  for (const file of v.testResults ?? []) {
    const where = path.relative(ROOT, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      const why = String(a.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`${tag}${where} › ${a.fullName ?? a.title}${why ? ` — ${why}` : ''}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(
        `${tag}${where} — ${String(file.message ?? 'the file failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
      results.failed++;
    }
  }
  // A runner's exit code and its own report must both say green.
  if (!ok && failures.length === before) failures.push(`${tag}vitest exited non-zero (see its output above)`);
}

const browser = ensureBrowser();
const reports = path.join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The Node that npm, npx and the tools' `#!/usr/bin/env node` scripts run on.
const node = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout?.trim() || process.version;
console.log(
  `npm test on node ${node}${withNode24 ? ', unit and API integration tests also on Node 24' : ''}`,
);

let node24;
let node24Version;
if (withNode24) {
  try {
    node24 = ensureNode24();
    node24Version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
  } catch (err) {
    results.failed++;
    failures.push(`Node 24 could not be fetched — ${String(err.message).split('\n')[0]}`);
  }
}

// ── 1. typecheck, lint and the web build side by side; each one's output printed whole when it ends.
let phase = Date.now();
const statics = [
  { title: 'typecheck', args: ['run', 'typecheck', '--silent'], failure: 'typecheck (npm run typecheck)' },
  { title: 'lint', args: ['run', 'lint', '--silent'], failure: 'lint (npm run lint)' },
  {
    title: 'production build of the web app',
    args: ['run', 'build', '--workspace', '@haulclub/web'],
    failure: 'web build (npm run build)',
  },
];
const staticOk = await Promise.all(
  statics.map(async (s) => {
    const t = Date.now();
    const r = await run('npm', s.args, { capture: true });
    header(`${s.title}: ${r.ok ? 'ok' : 'FAILED'} in ${minutes(t)} min`, node);
    process.stdout.write(r.output);
    if (r.ok) {
      // The build is not a test; typecheck and lint count as one each.
      if (s.title !== statics[2].title) results.passed++;
    } else {
      results.failed++;
      failures.push(s.failure);
    }
    return r.ok;
  }),
);
const buildOk = staticOk[2];
console.log(`\ntypecheck, lint and build took ${minutes(phase)} min`);

// ── 2. vitest on this Node (every project), and on Node 24 the unit and api projects, side by side.
// Each run has its own embedded PostgreSQL cluster (apps/api/test/global-setup.ts names it by pid).
phase = Date.now();
const vitestReport = path.join(reports, 'vitest.json');
const node24Report = path.join(reports, 'vitest-node24.json');
const node24Log = path.join(reports, 'vitest-node24.log');
const node24Run = node24
  ? run(
      node24,
      [
        path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'unit',
        '--project',
        'api',
        '--maxWorkers=2',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${node24Report}`,
      ],
      {
        logFile: node24Log,
        // Whatever the tests start with `node`, npm or npx runs on Node 24 too.
        env: {
          PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}`,
          NODE: node24,
          npm_node_execpath: node24,
        },
      },
    ).then((r) => ({ ...r, minutes: minutes(phase) }))
  : undefined;
header(
  `unit, component and API integration tests (vitest)${node24 ? `; on ${node24Version} too, its output follows when it ends` : ''}`,
  node,
);
const unit = await run('npx', [
  'vitest',
  'run',
  '--maxWorkers=2',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
console.log(`vitest on node ${node} took ${minutes(phase)} min`);
countVitest(vitestReport, unit.ok, '');
let node24Ok = !withNode24 ? true : Boolean(node24);
if (node24Run) {
  const r = await node24Run;
  header(`unit and API integration tests (vitest projects unit, api): took ${r.minutes} min`, node24Version);
  process.stdout.write(readFileSync(node24Log, 'utf8'));
  countVitest(node24Report, r.ok, `node ${node24Version}`);
  node24Ok = r.ok;
}
console.log(`\nthe vitest phase took ${minutes(phase)} min`);

// ── 3. browser tests, alone.
let e2eOk = false;
if (!buildOk) {
  results.failed++;
  failures.push('browser tests not run: the web app did not build');
} else {
  phase = Date.now();
  header('browser tests (Playwright, Chromium)', node);
  const e2eReport = path.join(reports, 'e2e.json');
  e2eOk = (await run('npx', ['playwright', 'test'], { env: { CHROME_PATH: browser } })).ok;
  console.log(`browser tests took ${minutes(phase)} min`);
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    const s = report.stats ?? {};
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
    for (const suite of report.suites ?? []) walk(suite, []);
  } else if (!e2eOk) {
    results.failed++;
    failures.push('playwright wrote no report');
  }
  if (!e2eOk && !failures.some((f) => f.includes('.spec.ts')))
    failures.push('playwright exited non-zero (see its output above)');
}

finish(staticOk.every(Boolean) && unit.ok && node24Ok && e2eOk && results.failed === 0);
