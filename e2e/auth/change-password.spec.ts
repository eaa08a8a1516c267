import { expect, test, type Page } from '@playwright/test';

import { e2eSql } from '../support/e2e-database';
import { AUTH_BASE_URL, findEmailLink, signInAt, signUp, uniqueEmail } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** The 6-digit code of the newest "Your HaulClub verification code" email to `to`. */
async function emailedCode(page: Page, to: string): Promise<string> {
  const subject = 'Your HaulClub verification code';
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages?: { id: string; subject: string }[] };
        id = body.messages?.find((message) => message.subject === subject)?.id ?? '';
        return id;
      },
      { timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .not.toBe('');
  const message = (await (await page.request.get(`/api/dev/mailbox/${id}`)).json()) as { text: string };
  const code = /^(\d{6})$/m.exec(message.text)?.[1];
  expect(code, message.text).toBeDefined();
  return code ?? '';
}

test.describe('changing the password after a while', () => {
  test('needs the emailed code: Send me a code, enter it, and the new password works', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('reauth');
    await signUp(page, { email, role: 'Broker', company: 'Reauth Freight LLC' });
    await page.goto(await findEmailLink(page, email, 'Confirm your HaulClub account'));
    await expect(page).toHaveURL(/\/broker$/);
    // As if this sign-in had happened 11 minutes ago (a token stolen since would look the same).
    await e2eSql(
      `UPDATE sessions SET created_at = now() - interval '11 minutes'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );

    await page.goto('/update-password');
    const changed = 'Sleeper-Cab-Amarillo-58';
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill(changed);
    await page.getByRole('button', { name: 'Update Password' }).click();
    const code = page.getByLabel('Code from the email');
    await expect(code).toBeVisible();
    await expect(page.getByText('Changing your password needs a recent sign-in').first()).toBeVisible();

    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('status').filter({ hasText: `6-digit code to ${email}` })).toBeVisible();
    const right = await emailedCode(page, email);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('This code is wrong, used or expired').first()).toBeVisible();

    await code.fill(right);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/broker$/);

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    // Signed out once the toast says so: a page loaded earlier would still find the session.
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await signInAt(page, '/login', email, changed);
    await expect(page).toHaveURL(/\/broker$/);
  });
});
