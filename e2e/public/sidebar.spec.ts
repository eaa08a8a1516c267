import { expect, test } from '@playwright/test';

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

test.describe('sidebar on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the public "Navigation" panel on /learn-more with the page marked current', async ({
    page,
  }) => {
    await page.goto('/learn-more');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByText('Navigation', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Learn More' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Get Invited', '/get-invited'],
      ['Sign In', '/login'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const width = await page
      .locator('[data-slot="sidebar-container"]')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(256);
  });

  test('Ctrl+B collapses it to icons and the sidebar_state cookie keeps it that way for 7 days', async ({
    page,
    context,
  }) => {
    await page.goto('/pricing');
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect
      .poll(async () =>
        page.locator('[data-slot="sidebar-container"]').evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBe(48);

    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(secondsLeft - SEVEN_DAYS_SECONDS)).toBeLessThan(120);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });
});

test.describe('sidebar on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens as an 18rem sheet titled "Navigation"', async ({ page }) => {
    await page.goto('/learn-more');
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);

    await sheet.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(sheet).toBeHidden();
  });
});
