import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, findEmailLink, gotoAuth, signUp, uniqueEmail } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

test.describe('sign up', () => {
  test('a broker signs up, confirms by email, lands on /broker, survives a reload and signs out', async ({
    page,
  }) => {
    const email = uniqueEmail('broker');
    await signUp(page, { email, role: 'Broker', company: 'E2E Freight LLC' });
    await expect(page.getByText("We've sent you a confirmation link.")).toBeVisible();

    const link = await findEmailLink(page, email, 'Confirm your HaulClub account');
    await page.goto(link);
    await expect(page).toHaveURL(/\/broker$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('BROKER')).toBeVisible();
    await expect(page.getByText('Finish registering your brokerage')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/broker$/);
    await expect(header.getByText('BROKER')).toBeVisible();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out once the toast says so: a page loaded earlier would still find the session.
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await page.goto('/broker');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fbroker$/);
  });

  test('the form checks its fields and asks brokers for a company', async ({ page }) => {
    await gotoAuth(page, 'signup');
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Broker' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Company name is required for brokers')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('signing in before confirming shows "Email not confirmed"', async ({ page }) => {
    const email = uniqueEmail('early');
    await signUp(page, { email, role: 'Broker', company: 'Early Bird Freight' });
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Reefer-Lanes-Tulsa-77');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Sign In Error' });
    await expect(toast).toContainText('Email not confirmed');
  });
});
