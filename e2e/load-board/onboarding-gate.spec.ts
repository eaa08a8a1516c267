import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO_PASSWORD } from '../auth/helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** The demo trucker who accepted Dana's invitation but has not finished onboarding. */
const SAM = 'sam.trucker@haulclub.demo';

test('a trucker who has not finished onboarding is sent from the board to /onboarding, and the API refuses them', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SAM);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  for (const path of ['/trucker/loads', '/trucker/bookings', '/trucker/chat']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your trucker profile' })).toBeVisible();
  }

  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: SAM, password: DEMO_PASSWORD },
  });
  const headers = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
  const board = await page.request.get('/api/loads', { headers });
  expect(board.status()).toBe(403);
  expect(await board.json()).toMatchObject({
    code: 'onboarding_required',
    detail: 'Complete onboarding first',
  });
});
