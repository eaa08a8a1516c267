import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD } from '../auth/helpers';
import { cloneDemoMember } from '../support/clone-member';

test.use({ baseURL: AUTH_BASE_URL });

test('a verified broker sets up payouts in the sandbox provider’s onboarding tab and sees them ready', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  // A member like the demo's Dana, without the payouts the demo seed sets up for them.
  const email = await cloneDemoMember(DEMO.broker, 'payouts-broker');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/broker$/);
  await page.goto('/broker/payments');
  const current = page.locator('[aria-current="step"]');
  // A retry finds the account the first attempt made (the status card then says Onboarding or Ready).
  if (testInfo.retry === 0) await expect(current).toContainText('Not started');
  if ((await current.textContent())?.includes('Ready')) return;

  const tabOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  const onboarding = await tabOpened;
  await expect(onboarding).toHaveURL(/\/sandbox\/connect\/acct_sbx_/);
  await onboarding.getByLabel('Legal business name').fill('Lone Star Freight Brokerage LLC');
  await onboarding.getByLabel('Routing number').fill('110000001');
  await onboarding.getByLabel('Account number').fill('000123456789');
  await onboarding.getByRole('button', { name: 'Enable payouts' }).click();
  await expect(onboarding.getByText('This is not a valid ABA routing number')).toBeVisible();
  await onboarding.getByLabel('Routing number').fill('110000000');
  await onboarding.getByRole('button', { name: 'Enable payouts' }).click();
  await expect(onboarding.getByRole('heading', { name: 'Payouts are set up' })).toBeVisible();

  // The first tab updates live (user:<id> topic), without a reload.
  await expect(current).toContainText('Ready', { timeout: 10_000 });
});
