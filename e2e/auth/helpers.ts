import { expect, type Page } from '@playwright/test';

/**
 * Auth specs run against http://localhost:<port>: the server's PUBLIC_URL origin, the only one its
 * email links may redirect to (127.0.0.1 would fall back to PUBLIC_URL and lose the session's origin).
 */
export const AUTH_BASE_URL = `http://localhost:${process.env.E2E_PORT ?? '3111'}`;

export const DEMO_PASSWORD = 'ShortKings-Demo-2026';
export const DEMO = {
  admin: 'admin@haulclub.demo',
  broker: 'dana.broker@haulclub.demo',
  trucker: 'ray.trucker@haulclub.demo',
} as const;

export const NEW_PASSWORD = 'Reefer-Lanes-Tulsa-77';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens /auth the way users usually reach it: through the app (the /login "Create an account" link). */
export async function gotoAuth(page: Page, tab: 'signin' | 'signup' = 'signin') {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  if (tab === 'signin') await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('tab', { name: tab === 'signin' ? 'Sign In' : 'Sign Up', selected: true }),
  ).toBeVisible();
}

export async function signInAt(
  page: Page,
  path: '/login' | '/auth',
  email: string,
  password = DEMO_PASSWORD,
) {
  if (path === '/auth') await gotoAuth(page);
  else await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Waits (through the mailbox API, which is cheap to poll) for a message to `to` with `subject`,
 * then opens it in the dev mailbox page and returns the /auth/v1/verify link it carries.
 */
export async function findEmailLink(page: Page, to: string, subject: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages?: { subject: string; status: string }[] };
        return body.messages?.some((message) => message.subject === subject) ?? false;
      },
      { timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: subject })
    .first()
    .click();
  const link = page.getByRole('tabpanel').locator('a[href*="/auth/v1/verify"]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toContain('/auth/v1/verify');
  return href ?? '';
}

export async function signUp(
  page: Page,
  fields: { email: string; role: 'Trucker/Carrier' | 'Broker'; company?: string; password?: string },
) {
  await gotoAuth(page, 'signup');
  await page.getByLabel('First name').fill('E2E');
  await page.getByLabel('Last name').fill(fields.role === 'Broker' ? 'Broker' : 'Trucker');
  await page.getByRole('radio', { name: fields.role }).check();
  if (fields.company) await page.getByLabel('Company name').fill(fields.company);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password').fill(fields.password ?? NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}
