// The first page: JavaScript a first visit downloads (per page, raw and gzipped, from the build's manifest:
// index.html's entry and modulepreloads plus the page's lazy route chunks), what `/` must not carry (zod,
// TanStack Query, the session, signed-in areas), how many chunks hold zod, and Lighthouse's mobile performance
// score of /, /pricing and /learn-more served by the real app (production mode, precompressed assets).
// Builds the web app into a scratch directory first, or measures BENCH_WEB_DIST (a build made with --manifest).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { assertNotInterrupted, onCleanup } from './lib/cleanup';
import { round } from './lib/emit';
import { BENCH_DATA_PARENT, fromRoot, ROOT } from './lib/paths';
import { median } from './lib/stats';
import { measureBundles, WEB_PAGES } from './lib/web-bundle';
import { launchBrowser, runLighthouse, type LighthouseRun } from './lib/web-lighthouse';

/** Initial JavaScript of `/`, gzipped (kB as vite counts them). */
const FIRST_PAGE_JS_GZIP_BUDGET = 150_000;
/** Lighthouse mobile performance score of each marketing page. */
const LIGHTHOUSE_BUDGET = 95;
const ZOD_CHUNKS_BUDGET = 1;

function buildWeb(outDir: string, log: (m: string) => void): void {
  log(`building the web app into ${outDir}`);
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [fromRoot('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: fromRoot('apps/web'), stdio: ['ignore', 2, 2] },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const bench: Bench = {
  name: 'web',
  description: 'first-page JavaScript (raw/gzip) per marketing page and Lighthouse mobile scores vs budgets',
  async run({ emit, log }) {
    const runs = envNumber('BENCH_WEB_RUNS', 3);
    let distDir = process.env.BENCH_WEB_DIST ? path.resolve(ROOT, process.env.BENCH_WEB_DIST) : undefined;
    let scratch: string | undefined;
    const removeScratch = async () => {
      if (scratch) await rm(scratch, { recursive: true, force: true });
    };
    const forget = onCleanup('web build dir', removeScratch);
    await withCleanup(
      async () => {
        if (!distDir) {
          assertNotInterrupted('the web build');
          await mkdir(BENCH_DATA_PARENT, { recursive: true });
          scratch = await mkdtemp(path.join(BENCH_DATA_PARENT, 'web-dist-'));
          distDir = scratch;
          buildWeb(distDir, log);
        }

        const bundles = await measureBundles(distDir);
        for (const page of bundles.pages) {
          const first = page.page === '/';
          const pass = !first || page.gzipBytes <= FIRST_PAGE_JS_GZIP_BUDGET;
          emit({
            metric: 'initial_js_gzip',
            value: page.gzipBytes,
            unit: 'bytes',
            fields: {
              page: page.page,
              raw_bytes: page.rawBytes,
              chunks: page.files.length,
              budget: first ? FIRST_PAGE_JS_GZIP_BUDGET : null,
              pass,
            },
          });
          emit({
            metric: 'initial_js_forbidden_modules',
            value: page.forbidden.length,
            unit: 'count',
            fields: {
              page: page.page,
              found: page.forbidden.join(', '),
              budget: 0,
              pass: page.forbidden.length === 0,
            },
          });
          log(
            `${page.page}: ${page.files.length} chunks, ${(page.rawBytes / 1000).toFixed(1)} kB raw, ` +
              `${(page.gzipBytes / 1000).toFixed(1)} kB gzip${first ? ` (budget ${FIRST_PAGE_JS_GZIP_BUDGET / 1000} kB)` : ''}` +
              (page.forbidden.length > 0 ? `; carries ${page.forbidden.join(', ')}` : ''),
          );
        }
        emit({
          metric: 'zod_chunks',
          value: bundles.zodChunks.length,
          unit: 'count',
          fields: {
            files: bundles.zodChunks.join(', '),
            budget: ZOD_CHUNKS_BUDGET,
            pass: bundles.zodChunks.length === ZOD_CHUNKS_BUDGET,
          },
        });

        assertNotInterrupted('the app and Chromium');
        const app = await startAppUnderBench('web', { WEB_DIST_DIR: distDir }, { log });
        await withCleanup(
          async () => {
            const browser = await launchBrowser();
            await withCleanup(
              async () => {
                for (const page of WEB_PAGES) {
                  const url = `http://127.0.0.1:${app.port}${page.path}`;
                  const results: LighthouseRun[] = [];
                  for (let r = 1; r <= runs; r++) {
                    assertNotInterrupted('lighthouse');
                    const run = await runLighthouse(url, browser);
                    log(
                      `lighthouse ${page.path} run ${r}: ${run.score} (FCP ${Math.round(run.fcpMs)} ms, ` +
                        `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${round(run.cls, 3)}, ` +
                        `JS over the wire ${(run.scriptTransferBytes / 1000).toFixed(1)} kB; ` +
                        `busiest: ${run.busiestScripts.join(', ')})`,
                    );
                    results.push(run);
                  }
                  const pick = (f: (r: LighthouseRun) => number) => median(results.map(f));
                  const score = pick((r) => r.score);
                  emit({
                    metric: 'lighthouse_performance',
                    value: score,
                    unit: 'score',
                    fields: {
                      page: page.path,
                      preset: 'mobile',
                      runs,
                      min: Math.min(...results.map((r) => r.score)),
                      fcp_ms: Math.round(pick((r) => r.fcpMs)),
                      lcp_ms: Math.round(pick((r) => r.lcpMs)),
                      tbt_ms: Math.round(pick((r) => r.tbtMs)),
                      cls: round(
                        pick((r) => r.cls),
                        3,
                      ),
                      speed_index_ms: Math.round(pick((r) => r.speedIndexMs)),
                      script_transfer_bytes: Math.round(pick((r) => r.scriptTransferBytes)),
                      total_transfer_bytes: Math.round(pick((r) => r.totalTransferBytes)),
                      budget: LIGHTHOUSE_BUDGET,
                      pass: score >= LIGHTHOUSE_BUDGET,
                    },
                  });
                }
              },
              () => browser.kill(),
            );
          },
          () => app.stop(),
        );
      },
      async () => {
        await removeScratch();
        forget();
      },
    );
  },
};

export default bench;
