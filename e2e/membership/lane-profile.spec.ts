import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD } from '../auth/helpers';
import { expectNoBlockingViolations, expectNoSidewaysScroll, PHONE } from '../hardening/helpers';
import { cloneDemoMember } from '../support/clone-member';

test.use({ baseURL: AUTH_BASE_URL });

test('a trucker edits the lane profile on a phone: an unknown lane is refused on that lane, then the profile saves and the dashboard card shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A copy of Ray, so the demo's own profile stays as the other specs expect it.
  const email = await cloneDemoMember(DEMO.trucker, 'lane-profile');
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/trucker$/);

  await page
    .getByRole('region', { name: 'Lane profile' })
    .getByRole('link', { name: 'Edit lane profile' })
    .click();
  await expect(page).toHaveURL(/\/trucker\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your lane profile' })).toBeVisible();
  await expect(page.getByLabel('Home city')).toHaveValue('Dallas');
  await expectNoSidewaysScroll(page);
  // A fading sign-in toast would fail the contrast check: check the page once it is gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoBlockingViolations(page);

  await page.getByLabel('Empty in').fill('Waco, TX');
  await page.getByLabel('Empty from').fill('2030-06-03T15:00');
  await page.getByRole('checkbox', { name: 'Step Deck' }).check();
  await page.getByLabel('Lane origin').fill('nonsense lane');
  await page.getByLabel('Lane destination').fill('Houston, TX');
  await page.getByLabel('Lane destination').press('Enter');
  await page.getByRole('button', { name: 'Save lane profile' }).click();
  const lanes = page.getByRole('list', { name: 'Your preferred lanes' });
  await expect(lanes.getByRole('listitem').filter({ hasText: 'nonsense lane' })).toContainText(
    'We could not find "nonsense lane"',
  );

  await page.getByRole('button', { name: 'Remove nonsense lane → Houston, TX' }).click();
  await page.getByLabel('Lane origin').fill('76701');
  await page.getByLabel('Lane destination').fill('anywhere');
  await page.getByRole('button', { name: 'Add lane' }).click();
  await page.getByRole('button', { name: 'Save lane profile' }).click();
  await expect(page.getByText('Lane profile saved')).toBeVisible();
  // The stored lane is located: the ZIP came back as its city.
  await expect(lanes).toContainText('Waco, TX → Anywhere');

  await page.goto('/trucker');
  const card = page.getByRole('region', { name: 'Lane profile' });
  await expect(card).toContainText(/Waco, TX from /);
  await expect(card).toContainText('Waco, TX → Anywhere');
  await expect(card).toContainText(/Hotshot, Step Deck|Step Deck, Hotshot/);
});
