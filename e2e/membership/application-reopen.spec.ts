import { expect, test, type Page } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD } from '../auth/helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** The demo broker whose application waits in the admin queue. */
const MARCUS = 'marcus.broker@haulclub.demo';
const REASON = 'FMCSA lists Gulf Coast Logistics as not allowed to operate.';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function adminHeaders(page: Page): Promise<Record<string, string>> {
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

test('a rejected broker sees the decision and its reason on Post Load; an admin reopens it and the broker sees it under review', async ({
  browser,
  page,
}) => {
  const headers = await adminHeaders(page);
  const list = await page.request.get(`/api/admin/applications?status=all&q=${encodeURIComponent(MARCUS)}`, {
    headers,
  });
  const [application] = ((await list.json()) as { items: { id: string; status: string }[] }).items;
  expect(application).toBeDefined();
  const id = application!.id;
  if (application!.status === 'pending') {
    const rejected = await page.request.post(`/api/admin/applications/${id}/reject`, {
      headers,
      data: { reason: REASON },
    });
    expect(rejected.status()).toBe(200);
  }

  // The broker on a phone, the admin on a laptop.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, MARCUS);
  await page.goto('/broker/post-load');
  await expect(page.getByText('Your application was not approved')).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const adminContext = await browser.newContext({
    baseURL: AUTH_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/admin/applications?status=rejected&id=${id}`);
  await expect(admin.getByText(REASON).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Reopen', exact: true }).click();
  await admin.getByRole('button', { name: 'Reopen application' }).click();
  await expect(admin.getByText('Application reopened')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await adminContext.close();

  // Live: the broker's Post Load page now says the application is under review again.
  await expect(page.getByText('Your application is under review')).toBeVisible();
  await expect(page.getByText('Your application was not approved')).toHaveCount(0);
});
