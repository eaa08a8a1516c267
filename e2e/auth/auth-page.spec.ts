import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

test('a direct visit to /auth serves the app', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
});
