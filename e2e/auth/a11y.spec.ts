import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { VIEWPORTS } from '../support/public-pages';
import { AUTH_BASE_URL, DEMO, gotoAuth, signInAt } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`auth pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const tab of ['signin', 'signup'] as const) {
      test(`/auth (${tab} tab) has no serious or critical axe violations`, async ({ page }) => {
        await gotoAuth(page, tab);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoBlockingViolations(page);
      });
    }

    for (const path of ['/login', '/reset-password', '/update-password']) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoBlockingViolations(page);
      });
    }

    test('sign-up errors and the "Not allowed" page pass axe', async ({ page }) => {
      await gotoAuth(page, 'signup');
      await page.getByRole('radio', { name: 'Broker' }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Company name is required for brokers')).toBeVisible();
      await expectNoBlockingViolations(page);

      await signInAt(page, '/login', DEMO.trucker);
      await expect(page).toHaveURL(/\/trucker$/);
      await page.goto('/broker');
      await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  });
}
