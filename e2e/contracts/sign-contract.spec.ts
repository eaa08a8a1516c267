import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import {
  DEMO,
  LIVE,
  accessToken,
  bearer,
  postLoadViaApi,
  signedInContext,
  toast,
  watchLive,
} from '../load-board/helpers';

test.use({ baseURL: AUTH_BASE_URL });

test('Dana and Ray sign a contract side by side, each seeing the other sign live, and it becomes Active', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A fresh booking (and with it its contract) so the demo's own contracts stay as seeded.
  const [danaToken, rayToken] = await Promise.all([
    accessToken(request, DEMO.broker),
    accessToken(request, DEMO.trucker),
  ]);
  const load = await postLoadViaApi(request, danaToken, `E2E contract ${String(Date.now())}`);
  const booked = await request.post(`/api/loads/${load.id}/book`, {
    headers: bearer(rayToken),
    // Ray's demo bookings share this load's hours; this spec is not about the overlap rule.
    data: { confirmOverlap: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const contractId = ((await booked.json()) as { contractId: string }).contractId;
  expect(contractId).toBeTruthy();

  const broker = await signedInContext(browser, DEMO.broker, 'broker');
  const trucker = await signedInContext(browser, DEMO.trucker, 'trucker');
  const dana = broker.page;
  const ray = trucker.page;
  const danaLive = watchLive(dana);
  const rayLive = watchLive(ray);

  // Both find it under Pending on /dashboard and open it with Sign Contract.
  for (const page of [dana, ray]) {
    await page.goto('/dashboard?tab=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts dashboard' })).toBeVisible();
    // Their Average Rating comes from the ratings the demo market gave them (seed-market.ts), with its count.
    await expect(page.getByText(/from \d+ ratings/)).toBeVisible();
    await page.locator(`a[href="/contract/${contractId}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Contract C-\d+$/ })).toBeVisible();
    await expect(page.getByText('Pending Signature')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Financials' }).getByText('Payment Pending')).toBeVisible();
  }
  await danaLive.subscribed(/^user:/);
  await rayLive.subscribed(/^user:/);
  const [danaLoads, rayLoads] = [danaLive.documentLoads, rayLive.documentLoads];
  const financials = ray.getByRole('region', { name: 'Financials' });
  await expect(financials.getByText('$950.00')).toBeVisible();
  await expect(financials.getByText('$760.00').first()).toBeVisible();

  // Ray signs first: Dana sees his signature without a reload.
  await ray.getByRole('button', { name: 'Sign Contract' }).click();
  const rayDialog = ray.getByRole('dialog', { name: 'Sign this contract' });
  await rayDialog.getByLabel('Full name').fill('Ray Delgado');
  await rayDialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(ray, 'Contract signed successfully!')).toBeVisible();
  await expect(ray.getByRole('button', { name: 'Sign Contract' })).toHaveCount(0);
  const danaSignatures = dana.getByRole('region', { name: 'Signatures' });
  await expect(danaSignatures.getByText(/Signed by Ray Delgado/)).toBeVisible(LIVE);
  // The terms are frozen for Dana now.
  await expect(dana.getByRole('button', { name: 'Edit terms' })).toHaveCount(0, LIVE);

  // Dana signs: the contract is Active on both screens.
  await dana.getByRole('button', { name: 'Sign Contract' }).click();
  const danaDialog = dana.getByRole('dialog', { name: 'Sign this contract' });
  await danaDialog.getByLabel('Full name').fill('Dana Whitfield');
  await danaDialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(dana, 'Contract signed successfully!')).toBeVisible();
  await expect(dana.getByText('Active', { exact: true })).toBeVisible();
  const raySignatures = ray.getByRole('region', { name: 'Signatures' });
  await expect(raySignatures.getByText(/Signed by Dana Whitfield/)).toBeVisible(LIVE);
  await expect(ray.getByText('Active', { exact: true })).toBeVisible(LIVE);
  await expect(
    ray
      .getByRole('button', { name: 'Back to Dashboard' })
      .or(ray.getByRole('link', { name: 'Back to Dashboard' })),
  ).toBeVisible();
  expect([danaLive.documentLoads, rayLive.documentLoads]).toEqual([danaLoads, rayLoads]);

  await broker.context.close();
  await trucker.context.close();
});
