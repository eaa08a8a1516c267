import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO } from '../auth/helpers';
import { signIn } from '../load-board/helpers';
import { expectNoBlockingViolations, expectNoSidewaysScroll, PHONE, WIDTHS } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

test('the load board shows an invalid radius as a field error, and Clear filters restores the defaults', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.trucker, 'trucker');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/trucker/loads');
    const radius = page.getByLabel('Origin radius (mi)');
    await expect(radius).toHaveValue('50');

    await radius.fill('-5');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Radius must be at least 5 miles')).toBeVisible();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expect(radius).toBeFocused();
    await expect(page).toHaveURL(/\/trucker\/loads$/);
    if (viewport === PHONE) await expectNoBlockingViolations(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(radius).toHaveValue('50');
    await expect(page.getByText('Radius must be at least 5 miles')).toHaveCount(0);
    await expect(radius).not.toHaveAttribute('aria-invalid');

    await page.getByLabel('Origin', { exact: true }).fill('75201');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/trucker\/loads\?origin=75201$/);
    await expectNoSidewaysScroll(page);
  }
});

test('pages not built yet say so to a member, with the way back and no Get Invited', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.trucker, 'trucker');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of [
      ['/freight-futures', 'Freight futures are not built yet'],
      ['/trucker/score', 'Speed Score is not built yet'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
        'href',
        '/trucker',
      );
      await expect(main.getByRole('link', { name: /Get Invited|Apply|Learn More/ })).toHaveCount(0);
      await expect(main.getByRole('button', { name: /Get Invited|Apply/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
  }
  await page.setViewportSize(PHONE);
  await page.goto('/freight-futures');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Freight futures are not built yet' }),
  ).toBeVisible();
  await expectNoBlockingViolations(page);
});

test('marketing pages label what is not built yet "Coming soon"', async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const name of ['AI lane matching', 'Rate-per-lane transparency', 'Speed rankings']) {
      await expect(features.getByRole('listitem').filter({ hasText: name })).toContainText('Coming soon');
    }
    for (const name of ['Loads expire in 1–3 hours', 'Direct broker chat']) {
      await expect(features.getByRole('listitem').filter({ hasText: name })).not.toContainText('Coming soon');
    }
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);

    await page.goto('/pricing');
    const included = page.getByRole('list').filter({ hasText: 'One-click booking' });
    for (const name of ['AI lane matching', 'Average rate per lane', 'Speed rankings']) {
      await expect(included.getByRole('listitem').filter({ hasText: name })).toContainText('Coming soon');
    }
    // Escrow, its release on delivery and payouts work: no badge.
    for (const name of ['Escrow-backed contracts', 'One-click booking']) {
      await expect(included.getByRole('listitem').filter({ hasText: name })).not.toContainText('Coming soon');
    }
    await expect(
      page
        .getByRole('table', { name: 'How HaulClub compares with traditional freight brokers' })
        .getByRole('row', {
          name: /Payment/,
        }),
    ).not.toContainText('Coming soon');
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);
  }
});
