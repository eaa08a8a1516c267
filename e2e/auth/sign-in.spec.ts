import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, signInAt } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

test.describe('sign in and guards', () => {
  test('/login as the demo trucker routes to /trucker', async ({ page }) => {
    await signInAt(page, '/login', DEMO.trucker);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/trucker$/);
    await expect(page.getByRole('banner').getByText('TRUCKER')).toBeVisible();
  });

  test('/login as the demo admin routes to /admin', async ({ page }) => {
    await signInAt(page, '/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('banner').getByText('ADMIN')).toBeVisible();
  });

  test('a trucker visiting /admin is refused', async ({ page }) => {
    await signInAt(page, '/login', DEMO.trucker);
    await expect(page).toHaveURL(/\/trucker$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Dashboard is coming soon')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/trucker$/);
  });

  test('an unauthenticated visit to /broker/loads goes to /auth and comes back after sign-in', async ({
    page,
  }) => {
    await page.goto('/broker/loads');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fbroker%2Floads$/);
    await page.getByLabel('Email').fill(DEMO.broker);
    await page.getByLabel('Password').fill('ShortKings-Demo-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/broker\/loads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My loads' })).toBeVisible();
  });

  test('a wrong password shows the error toast', async ({ page }) => {
    await signInAt(page, '/login', DEMO.trucker, 'Not-The-Password-1');
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInAt(page, '/auth', DEMO.trucker, 'Not-The-Password-1');
    await expect(page.getByText('Sign In Error')).toBeVisible();
  });

  test('/dashboard shows a signed-in broker the contracts dashboard', async ({ page }) => {
    await signInAt(page, '/login', DEMO.broker);
    await expect(page).toHaveURL(/\/broker$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts dashboard' })).toBeVisible();
    // Dana's Average Rating: the ratings the demo market gave her (seed-market.ts), with their count.
    await expect(page.getByText(/from \d+ ratings/)).toBeVisible();
  });
});
