// The browser the browser tests run: CHROME_PATH, else Debian's Chromium builds, lightest first. The
// headless shell (the `chromium-headless-shell` package, what Playwright itself runs for headless tests)
// renders the same pages with about a fifth less CPU than the full browser on a 2-core box;
// /usr/bin/chromium is the fallback. Used by npm test (scripts/test.mjs) and playwright.config.ts.
import { existsSync } from 'node:fs';

export const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The first of CHROME_PATH and BROWSERS that exists, or undefined. */
export function findBrowser() {
  return [process.env.CHROME_PATH, ...BROWSERS].filter(Boolean).find((p) => existsSync(p));
}
