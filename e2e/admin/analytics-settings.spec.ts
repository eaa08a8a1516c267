import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO } from '../auth/helpers';
import {
  expectNoBlockingViolations,
  expectNoInnerSidewaysScroll,
  expectNoSidewaysScroll,
  expectWithinViewport,
  WIDTHS,
} from '../hardening/helpers';
import { signIn } from '../load-board/helpers';

test.use({ baseURL: AUTH_BASE_URL });

// Read-only: the settings stay as they are (other specs run against the same server at the same time).

test('admin analytics shows the demo figures and fits a phone and a desktop', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin, 'admin');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/analytics?days=90');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Last 90 days, by UTC day.')).toBeVisible();
    const figures = page.getByRole('region', { name: 'Figures for the range' });
    await expect(figures.getByText('Median time to book')).toBeVisible();
    await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectWithinViewport(page, page.getByRole('button', { name: '365 days' }));
    const lanes = page.getByRole('region', { name: 'Top lanes by bookings' });
    await expect(lanes.getByRole('row').nth(1)).toBeVisible();
    await expectNoInnerSidewaysScroll(lanes);
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/);
  await expect(page.getByText('Last 7 days, by UTC day.')).toBeVisible();
  await expectNoBlockingViolations(page);
});

test('admin settings fit a phone and a desktop and refuse a value out of bounds before sending it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin, 'admin');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeVisible();
    for (const group of ['Premium freight', 'Market', 'Alerts'])
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    await expectWithinViewport(page, page.getByLabel('Premium early-access window'));
    await expectNoSidewaysScroll(page);
  }

  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/admin/settings')) patches += 1;
  });
  await page.getByLabel('Lane-rate floor: brokers').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Lane-rate floor: brokers: a whole number from 1 to 20')).toBeVisible();
  await expect(page.getByLabel('Lane-rate floor: brokers')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Undo edits' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(patches).toBe(0);
  await expectNoBlockingViolations(page);
});
