import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { PUBLIC_PAGES, VIEWPORTS } from '../support/public-pages';

// /login is checked with the other sign-in pages (auth/a11y.spec.ts).
const EXTRA_PAGES = ['/dev/mailbox'];

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of [...PUBLIC_PAGES.map((entry) => entry.path), ...EXTRA_PAGES]) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}
