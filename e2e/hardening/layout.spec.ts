import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL, DEMO } from '../auth/helpers';
import { accessToken, bearer, postLoadViaApi, refText, signIn } from '../load-board/helpers';
import {
  DESKTOP,
  expectNoBlockingViolations,
  expectNoInnerSidewaysScroll,
  expectNoSidewaysScroll,
  expectWithinViewport,
  PHONE,
} from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** A word longer than any screen is wide: user text without spaces. */
const LONG_WORD = (length: number) => 'W'.repeat(length);

test('trucker chat fits a phone: the thread, the Book button and Send stay on screen', async ({
  page,
  request,
}) => {
  const dana = await accessToken(request, DEMO.broker);
  const ray = await accessToken(request, DEMO.trucker);
  const load = await postLoadViaApi(request, dana, 'Hardening chat layout');
  const opened = await request.post(`/api/loads/${load.id}/chat`, { headers: bearer(ray) });
  expect(opened.ok()).toBe(true);
  const thread = ((await opened.json()) as { id: string }).id;

  try {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.trucker, 'trucker');
    await page.goto(`/trucker/chat?thread=${thread}`);
    const conversation = page.getByRole('region', { name: /Dana/ });
    await expect(conversation.getByRole('button', { name: `Book HC-${String(load.number)}` })).toBeVisible();

    // A long word sent from the phone wraps inside its bubble (item 16) and pushes nothing sideways.
    await page.getByRole('textbox', { name: 'Message' }).fill(LONG_WORD(300));
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByRole('log').getByText(LONG_WORD(300))).toBeVisible();

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, page.getByRole('button', { name: 'Send' }));
      await expectWithinViewport(
        page,
        conversation.getByRole('button', { name: `Book HC-${String(load.number)}` }),
      );
      await expectWithinViewport(page, page.getByRole('textbox', { name: 'Message' }));
    }
    await page.setViewportSize(PHONE);
    await expectNoBlockingViolations(page);
  } finally {
    await request.post(`/api/broker/loads/${load.id}/cancel`, { headers: bearer(dana), data: {} });
  }
});

test('tables are cards on a phone with status and actions in view; All Loads shows its Actions at 1280 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const danaToken = await accessToken(request, DEMO.broker);
  const load = await postLoadViaApi(request, danaToken, 'Hardening table cards');
  const ref = `HC-${String(load.number)}`;
  try {
    const brokerContext = await browser.newContext({ baseURL: AUTH_BASE_URL, viewport: PHONE });
    const dana = await brokerContext.newPage();
    await signIn(dana, DEMO.broker, 'broker');
    await dana.goto('/broker/loads');
    const myRow = dana.getByRole('row').filter({ hasText: refText(ref) });
    await expect(myRow.getByText('Active', { exact: true })).toBeVisible();
    await expectWithinViewport(dana, myRow.getByRole('link', { name: `Edit ${ref}` }));
    await expectWithinViewport(dana, myRow.getByRole('button', { name: `Cancel ${ref}` }));
    await expectNoInnerSidewaysScroll(dana.getByRole('region', { name: 'Your loads' }));
    await expectNoSidewaysScroll(dana);
    await expectNoBlockingViolations(dana);
    await brokerContext.close();

    const adminContext = await browser.newContext({ baseURL: AUTH_BASE_URL, viewport: PHONE });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin, 'admin');
    await admin.goto('/admin/loads');
    await admin.getByRole('searchbox', { name: 'Search loads' }).fill(ref);
    const allRow = admin.getByRole('row').filter({ hasText: refText(ref) });
    await expect(allRow.getByText('Active', { exact: true })).toBeVisible();
    await expectWithinViewport(admin, allRow.getByRole('button', { name: `Cancel ${ref}` }));
    await expectNoInnerSidewaysScroll(admin.getByRole('region', { name: 'All loads' }));
    await expectNoSidewaysScroll(admin);
    await expectNoBlockingViolations(admin);

    await admin.setViewportSize(DESKTOP);
    await expect(admin.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expectNoInnerSidewaysScroll(admin.getByRole('region', { name: 'All loads' }));
    await expectWithinViewport(admin, admin.getByRole('columnheader', { name: 'Actions' }));
    await expectWithinViewport(admin, allRow.getByRole('button', { name: `Cancel ${ref}` }));

    await admin.setViewportSize(PHONE);
    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('dana.broker');
    const userRow = admin.getByRole('row').filter({ hasText: DEMO.broker });
    await expect(userRow.getByText('Active', { exact: true })).toBeVisible();
    await expectWithinViewport(admin, userRow.getByRole('button', { name: /^Suspend / }));
    await expectNoInnerSidewaysScroll(admin.getByRole('region', { name: 'Users' }));
    await expectNoSidewaysScroll(admin);
    await expectNoBlockingViolations(admin);
    await adminContext.close();
  } finally {
    await request.post(`/api/broker/loads/${load.id}/cancel`, { headers: bearer(danaToken), data: {} });
  }
});

test('a 1,000-character reason without spaces wraps on /admin/applications at 375 and 1280 px', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const REASON = 'R'.repeat(1000);
  const company = `Longword${LONG_WORD(150)}`;
  const created = await request.post('/api/broker-applications', {
    data: {
      firstName: 'Long',
      lastName: 'Words',
      email: `e2e-longword-${stamp}@example.com`,
      password: 'Reefer-Lanes-Tulsa-77',
      phone: '2145550199',
      companyName: company,
      mcNumber: String(100_000 + Math.floor(Math.random() * 800_000)),
      address: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      experience: LONG_WORD(2000),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const admin = await accessToken(request, DEMO.admin);
  const rejected = await request.post(`/api/admin/applications/${id}/reject`, {
    headers: bearer(admin),
    data: { reason: REASON },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, 'admin');
  await page.goto(`/admin/applications?status=all&id=${id}`);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
    await expect(page.getByText(REASON)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectWithinViewport(page, page.getByText(REASON));
  }
  await page.setViewportSize(PHONE);
  await expectNoBlockingViolations(page);
});
