// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) against a page, in a headless Chromium
// launched with chrome-launcher. CHROME_PATH picks the browser (default: Debian's /usr/bin/chromium).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of JavaScript over the wire (compressed as served). */
  scriptTransferBytes: number;
  /** Every byte of the page load over the wire. */
  totalTransferBytes: number;
  /** The scripts that kept the (simulated) main thread busiest: `file total-ms`. */
  busiestScripts: string[];
}

export interface Browser {
  port: number;
  kill(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher's spawn error of a missing binary is an unhandled 'error' event: say what to do.
  if (!existsSync(chromePath)) {
    throw new Error(
      `Lighthouse needs a Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return { port: chrome.port, kill: async () => chrome.kill() };
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`lighthouse reported no ${audit}`);
  return value;
}

export async function runLighthouse(url: string, browser: Browser): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`lighthouse gave ${url} no performance score`);
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptTransferBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalTransferBytes: numeric(lhr, 'total-byte-weight'),
    busiestScripts: busiestScripts(lhr.audits['bootup-time']?.details),
  };
}

function busiestScripts(details: unknown): string[] {
  const items = (details as { items?: { url?: string; total?: number }[] } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    .slice(0, 3)
    .map((item) => `${urlPath(item.url)} ${Math.round(item.total ?? 0)} ms`);
}

/** `/assets/react-….js` for a script, `/pricing` for the document, as given for the rest ("Unattributable"). */
function urlPath(url: string | undefined): string {
  if (!url) return '?';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
