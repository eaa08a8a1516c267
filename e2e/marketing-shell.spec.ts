import { expect, test, type Page } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, signInAt } from './auth/helpers';

// /pricing and /learn-more arrive rendered (the public shell) and the app takes them over without loading the
// session for a visitor; a member's browser gets the member's own shell.
test.use({ baseURL: AUTH_BASE_URL });

/** Holds back every JavaScript chunk of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('marketing pages in the app shell', () => {
  test('arrive rendered in the HTML, for a visitor', async ({ request }) => {
    for (const [path, heading] of [
      ['/pricing', 'One flat 10% commission'],
      ['/learn-more', 'How HaulClub works'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(heading);
      expect(html).toContain('data-slot="sidebar-trigger"');
    }
  });

  test('a tap on the phone menu before the app took over still opens it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Hold back the page's JavaScript chunks so the tap lands on the HTML rendered at build time.
    const release = await holdScripts(page);
    await page.goto('/learn-more', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__haulclubEarly' in window);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    release();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'One flat 10% commission' })).toBeVisible();
  });

  test('Ctrl+B pressed before the app took over collapses the desktop sidebar once it does', async ({
    page,
    context,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__haulclubEarly' in window);
    await expect(page.getByRole('heading', { level: 1, name: 'One flat 10% commission' })).toBeVisible();
    await page.keyboard.press('Control+b');
    release();
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
  });

  test('a visitor signs in from /pricing; back on /pricing the member sees their own menu', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAt(page, '/login', DEMO.trucker);
    await expect(page).toHaveURL(/\/trucker$/);

    // A fresh load of /pricing (the rendered visitor's HTML) turns into the member's shell.
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Trucker Panel' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('TRUCKER')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    // And in the app: the footer's Learn More keeps the member's shell.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Learn More' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How HaulClub works' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trucker Panel' })).toBeVisible();

    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out once the toast says so: a page loaded earlier would still find the session.
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
