import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, findEmailLink, NEW_PASSWORD, signInAt, signUp, uniqueEmail } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

test.describe('password reset', () => {
  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText("If an account exists, we've sent a link")).toBeVisible();
  });

  test('the emailed link signs the user in to choose a new password', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('reset');
    await signUp(page, { email, role: 'Broker', company: 'Reset Freight LLC' });
    await page.goto(await findEmailLink(page, email, 'Confirm your HaulClub account'));
    await expect(page).toHaveURL(/\/broker$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out once the toast says so: a page loaded earlier would still find the session.
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();

    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText("If an account exists, we've sent a link")).toBeVisible();

    await page.goto(await findEmailLink(page, email, 'Reset your HaulClub password'));
    await expect(page).toHaveURL(/\/update-password/);
    const changed = 'Hotshot-Dallas-Houston-42';
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(changed);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/broker$/);

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    // Signed out once the toast says so: a page loaded earlier would still find the session.
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await signInAt(page, '/login', email, NEW_PASSWORD);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await signInAt(page, '/login', email, changed);
    await expect(page).toHaveURL(/\/broker$/);
  });
});
