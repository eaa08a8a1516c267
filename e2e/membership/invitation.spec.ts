import { expect, test, type Page } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD, NEW_PASSWORD, uniqueEmail } from '../auth/helpers';

test.use({ baseURL: AUTH_BASE_URL });

async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: { id: string; subject: string }[] };
      id = body.messages.find((m) => subject.test(m.subject))?.id;
      return id ?? null;
    })
    .not.toBeNull();
  const message = (await (await page.request.get(`/api/dev/mailbox/${id!}`)).json()) as { text: string };
  return message.text;
}

test('a broker invites a trucker, who signs up with the link, confirms and completes onboarding', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('invited');

  const brokerContext = await browser.newContext({ baseURL: AUTH_BASE_URL });
  const broker = await brokerContext.newPage();
  await broker.goto('/login');
  await broker.getByLabel('Email').fill(DEMO.broker);
  await broker.getByLabel('Password').fill(DEMO_PASSWORD);
  await broker.getByRole('button', { name: 'Sign In' }).click();
  await expect(broker).toHaveURL(/\/broker$/);
  await broker.goto('/broker/invite');
  await broker.getByLabel('Email').fill(email);
  await broker.getByLabel(/^Note/).fill('Flatbed lanes out of Dallas');
  await broker.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(broker.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await broker.goto('/broker/truckers');
  await expect(broker.getByText(email).first()).toBeVisible();
  await brokerContext.close();

  const invitation = await mailText(page, email, /invited you to HaulClub/);
  const link = /https?:\/\/\S+\/auth\?tab=signup&invite=[\w-]+/.exec(invitation)![0];
  await page.goto(link);
  await expect(page.getByText(/Invited by/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const confirmation = await mailText(page, email, /^Confirm your HaulClub account$/);
  await page.goto(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(confirmation)![0]);
  // Not onboarded yet: the trucker area sends them on to onboarding (whichever loads first, /dashboard or /trucker).
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Company name').fill('Invited Flatbed LLC');
  await page.getByLabel('Home city').fill('Dallas');
  await page.getByLabel('Home state').selectOption('TX');
  await next.click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeDisabled();
  await page.getByLabel('Truck type').selectOption('Flatbed');
  await page.getByLabel('Lane origin').fill('Dallas, TX');
  await page.getByLabel('Lane destination').fill('Houston, TX');
  await page.getByLabel('Lane destination').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Dallas, TX → Houston, TX' })).toBeVisible();
  await complete.click();
  await expect(page.getByText('Profile Created!')).toBeVisible();
  // Payouts are optional at the end of onboarding: the trucker can set them up now or go on.
  await expect(page.getByRole('heading', { name: 'You’re all set' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/trucker$/);
});

test('a trucker cannot sign up without an invitation', async ({ page }) => {
  const res = await page.request.post('/auth/v1/signup', {
    data: {
      email: uniqueEmail('uninvited'),
      password: NEW_PASSWORD,
      data: { first_name: 'No', last_name: 'Invite', role: 'trucker' },
    },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { msg: string }).msg).toContain('Truckers join HaulClub by invitation');
});

test('an admin suspends a trucker, who can no longer sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('sam.trucker');
  const row = page.getByRole('row').filter({ hasText: 'sam.trucker@haulclub.demo' });
  await row.getByRole('button', { name: /Suspend/ }).click();
  await page.getByLabel(/Reason/).fill('Reported for fake loads.');
  await page.getByRole('button', { name: 'Suspend user' }).click();
  await expect(row.getByText('Suspended').first()).toBeVisible();

  const grant = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: 'sam.trucker@haulclub.demo', password: DEMO_PASSWORD },
  });
  expect(grant.status()).toBe(400);
  expect(((await grant.json()) as { error_code: string }).error_code).toBe('user_banned');
});
