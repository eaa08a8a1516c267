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
    // /trucker/score is built (issue 13); freight futures are not.
    for (const [path, heading] of [['/freight-futures', 'Freight futures are not built yet']] as const) {
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
    // Escrow, its release on delivery and payouts work, and so do lane rates and speed rankings: no badge.
    for (const name of [
      'Escrow-backed contracts',
      'One-click booking',
      'Average rate per lane on every load, from real bookings',
      'Speed rankings with 15 minutes of early access to premium freight for the top 10%',
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
