import { expect, test, type Page } from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD, uniqueEmail } from '../auth/helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** The FMCSA fixture's valid brokers (e2e-server.mjs runs it); a retry takes the other one. */
const VALID_BROKERS = [
  {
    companyName: 'Mile High Freight LLC',
    mcNumber: '567890',
    dotNumber: '5678901',
    address: '1701 Wynkoop St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
  },
  {
    companyName: 'Peach State Brokerage Co',
    mcNumber: '456789',
    dotNumber: '4567890',
    address: '55 Peachtree St',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
  },
];

const PASSWORD = 'Reefer-Lanes-Tulsa-77';

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function confirmEmail(page: Page, email: string) {
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { messages: { id: string; subject: string }[] };
      return body.messages.find((m) => m.subject === 'Confirm your HaulClub account')?.id ?? null;
    })
    .not.toBeNull();
  const list = (await (
    await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: { id: string; subject: string }[];
  };
  const id = list.messages.find((m) => m.subject === 'Confirm your HaulClub account')!.id;
  const message = (await (await page.request.get(`/api/dev/mailbox/${id}`)).json()) as { text: string };
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.text)![0];
  await page.request.get(link, { maxRedirects: 0 });
}

test('an applicant FMCSA verifies is approved by an admin, is emailed and reaches the broker area', async ({
  browser,
  page,
}, testInfo) => {
  const broker = VALID_BROKERS[testInfo.retry % VALID_BROKERS.length]!;
  const email = uniqueEmail('applicant');

  await page.goto('/apply');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Applicant');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Phone').fill('(303) 555-0188');
  await page.getByLabel('Company name').fill(broker.companyName);
  await page.getByLabel('MC number').fill(broker.mcNumber);
  await page.getByLabel(/^DOT number/).fill(broker.dotNumber);
  await page.getByLabel('Business address').fill(broker.address);
  await page.getByLabel('City').fill(broker.city);
  await page.getByLabel('State').selectOption(broker.state);
  await page.getByLabel('ZIP').fill(broker.zipCode);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("We're verifying your information with FMCSA...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const adminContext = await browser.newContext({ baseURL: AUTH_BASE_URL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/applications');
  await admin.getByRole('link').filter({ hasText: broker.companyName }).click();
  // The FMCSA job finishes in the background; the screen updates live.
  await expect(admin.getByText('Verified with FMCSA').first()).toBeVisible({ timeout: 15_000 });
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('button', { name: 'Approve broker' }).click();
  await expect(admin.getByText(/^Approved .* by admin@haulclub\.demo$/)).toBeVisible();
  await adminContext.close();

  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { messages: { subject: string }[] };
      return body.messages.map((m) => m.subject);
    })
    .toContain('Your HaulClub broker application is approved');

  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/broker$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Invite Trucker' }).first().click();
  await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
});

test('an applicant without broker authority shows as a mismatch with the reason', async ({ page }) => {
  const email = uniqueEmail('no-authority');
  const res = await page.request.post('/api/broker-applications', {
    data: {
      firstName: 'Riley',
      lastName: 'Carrier',
      email,
      password: PASSWORD,
      phone: '580-555-0123',
      companyName: 'Red River Hotshot LLC',
      mcNumber: '234567',
      dotNumber: '2345678',
      address: '1400 N Main St',
      city: 'Durant',
      state: 'OK',
      zipCode: '74701',
    },
  });
  // A retry finds the first attempt's application (409); either way it is in the queue.
  expect([201, 409]).toContain(res.status());

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/applications');
  await page.getByRole('link').filter({ hasText: 'Red River Hotshot LLC' }).first().click();
  await expect(page.getByText('Does not match FMCSA').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/No active broker authority/).first()).toBeVisible();
});

test('applying with the email of an existing member looks like any application; the member is emailed', async ({
  page,
}) => {
  const mcNumber = String(800000 + Math.floor(Math.random() * 190000));
  await page.goto('/apply');
  await page.getByLabel('First name').fill('Ray');
  await page.getByLabel('Last name').fill('Impostor');
  await page.getByLabel('Email').fill(DEMO.trucker);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Phone').fill('(918) 555-0111');
  await page.getByLabel('Company name').fill('Somebody Else Logistics LLC');
  await page.getByLabel('MC number').fill(mcNumber);
  await page.getByLabel('Business address').fill('1 Main St');
  await page.getByLabel('City').fill('Tulsa');
  await page.getByLabel('State').selectOption('OK');
  await page.getByLabel('ZIP').fill('74103');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // The same success as a new applicant's: nothing tells the visitor that the address is taken.
  await expect(page.getByText("We're verifying your information with FMCSA...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(DEMO.trucker)}`);
      const body = (await res.json()) as { messages: { subject: string }[] };
      return body.messages.map((m) => m.subject);
    })
    .toContain('Someone applied to HaulClub with your email address');
});
