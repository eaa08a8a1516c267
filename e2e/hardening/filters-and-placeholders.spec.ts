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

test('Freight Futures is built: a member sees the demo’s open futures at both widths, without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.trucker, 'trucker');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/freight-futures');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Freight futures' })).toBeVisible();
    // The demo seed's futures (seed-futures.ts), each with its confidence.
    const open = main.getByRole('list', { name: 'Open futures' });
    await expect(open.getByRole('article').first()).toContainText(/% AI confidence/);
    await expect(main.getByText(/not built yet/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);
  }
});

test('marketing pages label what is not built yet "Coming soon"', async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(features.getByRole('listitem').filter({ hasText: 'AI lane matching' })).toContainText(
      'Coming soon',
    );
    // Lane rates, fairness badges and speed rankings with early access are built (issue 13): no badge.
    for (const name of [
      'Loads expire in 1–3 hours',
      'Direct broker chat',
      'Rate-per-lane transparency',
      'Speed rankings',
    ]) {
      const item = features.getByRole('listitem').filter({ hasText: name });
      await expect(item).toBeVisible();
      await expect(item).not.toContainText('Coming soon');
    }
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);

    await page.goto('/pricing');
    const included = page.getByRole('list').filter({ hasText: 'One-click booking' });
    await expect(included.getByRole('listitem').filter({ hasText: 'AI lane matching' })).toContainText(
      'Coming soon',
    );
    // Escrow, its release on delivery and payouts work, and so do lane rates, speed rankings and futures: no badge.
    for (const name of [
      'Escrow-backed contracts',
      'One-click booking',
      'Average rate per lane on every load, from real bookings',
      'Speed rankings with 15 minutes of early access to premium freight for the top 10%',
      // Freight futures and rate futures work (issue 14).
      'Freight futures and rate futures: lock in a lane’s rate ahead, under an escrow-backed contract',
      'Lane forecasts from real bookings (wider figures when a lane is thin), with a back-tested confidence score',
    ]) {
      const item = included.getByRole('listitem').filter({ hasText: name });
      await expect(item).toBeVisible();
      await expect(item).not.toContainText('Coming soon');
    }
    const comparison = page.getByRole('table', {
      name: 'How HaulClub compares with traditional freight brokers',
    });
    for (const row of [/Payment/, /Rate transparency/]) {
      await expect(comparison.getByRole('row', { name: row })).toBeVisible();
      await expect(comparison.getByRole('row', { name: row })).not.toContainText('Coming soon');
    }
    await expect(comparison.getByRole('row', { name: /Rate transparency/ })).toContainText(
      'Average rate per lane on every load',
    );
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);
  }
});
