import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, NEW_PASSWORD, uniqueEmail } from '../auth/helpers';
import { accessToken, bearer } from '../load-board/helpers';
import { expectNoBlockingViolations, expectNoSidewaysScroll, PHONE, WIDTHS } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { messages: { id: string; subject: string }[] };
        id = body.messages.find((m) => subject.test(m.subject))?.id;
        return id ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  const message = (await (await page.request.get(`/api/dev/mailbox/${id!}`)).json()) as { text: string };
  return message.text;
}

async function inviteAsDana(request: APIRequestContext, email: string): Promise<void> {
  const token = await accessToken(request, DEMO.broker);
  const res = await request.post('/api/broker/invitations', { headers: bearer(token), data: { email } });
  expect(res.status(), await res.text()).toBe(201);
}

test('choosing Trucker without an invitation says at once that a link is needed', async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/auth?tab=signup');
    await page.getByRole('radio', { name: 'Trucker/Carrier' }).check();
    const gate = page.getByRole('region', { name: 'Truckers sign up with an invitation link' });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Request an invitation' })).toHaveAttribute(
      'href',
      '/get-invited',
    );
    await expect(gate.getByLabel('Invitation code')).toBeVisible();
    // No form to fill in for nothing.
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);

    await page.getByRole('radio', { name: 'Broker' }).check();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  }
});

test("an invited trucker sees the broker's company once, and onboarding says what Next still needs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('hardening-invited');
  await inviteAsDana(page.request, email);
  const invitation = await mailText(page, email, /invited you to HaulClub/);
  const code = /\/auth\?tab=signup&invite=([\w-]+)/.exec(invitation)![1]!;

  // Pasting the link into the Trucker gate works like following it.
  await page.goto('/auth?tab=signup');
  await page.getByRole('radio', { name: 'Trucker/Carrier' }).check();
  await page.getByLabel('Invitation code').fill(`${AUTH_BASE_URL}/auth?tab=signup&invite=${code}`);
  await page.getByRole('button', { name: 'Use invitation' }).click();
  await expect(page.getByText('Invited by Lone Star Freight Brokerage LLC', { exact: true })).toBeVisible();
  await expect(page.getByText('(Lone Star Freight Brokerage LLC)')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoBlockingViolations(page);

  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const confirmation = await mailText(page, email, /^Confirm your HaulClub account$/);
  await page.goto(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(confirmation)![0]);
  await expect(page).toHaveURL(/\/(trucker|onboarding)$/);

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/onboarding');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(page.getByText('Still needed: Company name, Home city, Home state.')).toBeVisible();
    await expect(next).toHaveAccessibleDescription('Still needed: Company name, Home city, Home state.');
    await page.getByLabel('Company name').fill('Invited Flatbed LLC');
    await expect(next).toHaveAccessibleDescription('Still needed: Home city, Home state.');
    await expectNoSidewaysScroll(page);
    if (viewport === PHONE) await expectNoBlockingViolations(page);
  }
});
