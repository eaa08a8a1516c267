import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

/** Within a minute: the promise is minutes, the sandbox pays in seconds. */
const PAID = { timeout: 60_000 } as const;

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function getJson<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Dana pays into escrow in the Fund escrow dialog with a sandbox test card. */
async function payWithCard(dana: Page, number: string) {
  const dialog = dana.getByRole('dialog', { name: 'Fund escrow' });
  if (!(await dialog.isVisible())) await dana.getByRole('button', { name: 'Fund Escrow' }).click();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Fund Escrow' }).click();
}

test('Dana and Ray: a declined card leaves escrow pending, the test card secures it, and after delivery the 80/10/10 is paid out live', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [danaToken, rayToken, adminToken] = await Promise.all([
    accessToken(request, DEMO.broker),
    accessToken(request, DEMO.trucker),
    accessToken(request, DEMO.admin),
  ]);
  // The demo seed gives Dana and Ray ready sandbox payout accounts.
  for (const token of [danaToken, rayToken]) {
    const account = await getJson<{ readiness: string }>(request, '/api/payments/account', token);
    expect(account.readiness).toBe('ready');
  }
  // A fresh load booked by Ray and signed by both (signing on screen has its own spec).
  const load = await postLoadViaApi(request, danaToken, `E2E escrow ${String(Date.now())}`);
  const booked = await request.post(`/api/loads/${load.id}/book`, {
    headers: bearer(rayToken),
    // Ray's demo bookings share this load's hours; this spec is not about the overlap rule.
    data: { confirmOverlap: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const contractId = ((await booked.json()) as { contractId: string }).contractId;
  for (const [token, fullName] of [
    [rayToken, 'Ray Delgado'],
    [danaToken, 'Dana Whitfield'],
  ] as const) {
    const signed = await request.post(`/api/contracts/${contractId}/sign`, {
      headers: bearer(token),
      data: { fullName },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  }
  const contract = await getJson<{
    number: number;
    truckerCents: number;
    brokerCents: number;
    platformCents: number;
  }>(request, `/api/contracts/${contractId}`, danaToken);
  const contractRef = `C-${String(contract.number)}`;
  const loadRef = `HC-${String(load.number)}`;
  const revenueBefore = (
    await getJson<{ ledger: { platformRevenueCents: number } }>(request, '/api/admin/payments', adminToken)
  ).ledger.platformRevenueCents;

  const broker = await signedInContext(browser, DEMO.broker, 'broker');
  const trucker = await signedInContext(browser, DEMO.trucker, 'trucker');
  const dana = broker.page;
  const ray = trucker.page;
  const rayLive = watchLive(ray);
  for (const page of [dana, ray]) {
    await page.goto(`/contract/${contractId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Contract ${contractRef}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Financials' }).getByText('Payment Pending')).toBeVisible();
  }
  await rayLive.subscribed(/^user:/);

  // A declined card: the spec's Payment Error toast with the card's message; escrow stays pending.
  await payWithCard(dana, '4000000000000002');
  await expect(toast(dana, 'Payment Error')).toContainText('Your card was declined.');
  // The dialog stays open for another card; the contract's escrow is still pending.
  await expect(dana.getByRole('dialog', { name: 'Fund escrow' })).toBeVisible();
  await expect(ray.getByRole('region', { name: 'Financials' }).getByText('Payment Pending')).toBeVisible();
  const declined = await getJson<{ escrowStatus: string }>(
    request,
    `/api/contracts/${contractId}`,
    danaToken,
  );
  expect(declined.escrowStatus).toBe('pending');

  // The test card secures the funds; Ray sees it without a reload.
  await payWithCard(dana, '4242424242424242');
  await expect(toast(dana, 'Escrow funded: Funds Secured')).toBeVisible();
  await expect(dana.getByRole('region', { name: 'Financials' }).getByText('Funds Secured')).toBeVisible();
  await expect(ray.getByRole('region', { name: 'Financials' }).getByText('Funds Secured')).toBeVisible(LIVE);

  // Ray picks the load up and delivers it from his bookings.
  await ray.goto('/trucker/bookings');
  await ray.getByRole('button', { name: `Mark ${loadRef} picked up` }).click();
  await ray.getByRole('button', { name: `Mark ${loadRef} delivered` }).click();
  const deliver = ray.getByRole('dialog', { name: `Mark ${loadRef} delivered` });
  await deliver.getByLabel('Proof-of-delivery note').fill('Received by J. Smith at dock 4.');
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(toast(ray, `${loadRef} marked delivered`)).toBeVisible();

  // Dana confirms: escrow is released and the payouts job pays both shares.
  await ray.goto('/trucker/earnings');
  const rayRow = ray
    .getByRole('region', { name: 'Your earnings per load' })
    .getByRole('row')
    .filter({ hasText: contractRef });
  await expect(rayRow).toContainText('Funds Secured');
  await dana.goto('/broker/bookings');
  await dana.getByRole('button', { name: `Confirm delivery of ${loadRef}` }).click();
  await expect(toast(dana, `Delivery of ${loadRef} confirmed`)).toBeVisible();

  // Ray's 80% is paid within a minute, on the screen he has open.
  await expect(rayRow.getByText('Paid', { exact: true })).toBeVisible(PAID);
  await expect(rayRow).toContainText(dollars(contract.truckerCents));

  // Dana sees her 10%.
  await dana.goto('/broker/payments');
  const danaRow = dana
    .getByRole('region', { name: 'Your payouts' })
    .getByRole('row')
    .filter({ hasText: contractRef });
  await expect(danaRow).toContainText(dollars(contract.brokerCents));
  await expect(danaRow.getByText('Paid', { exact: true })).toBeVisible(PAID);

  // The admin sees the platform's 10% in the revenue and the ledger summing to zero.
  const admin = await signedInContext(browser, DEMO.admin, 'admin');
  await admin.page.goto('/admin/payments');
  const ledger = admin.page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('status')).toHaveText('The ledger sums to zero');
  const revenue = ledger.getByRole('definition').filter({ hasText: '$' });
  await expect
    .poll(async () => Number((await revenue.innerText()).replace(/[$,]/g, '')) * 100, PAID)
    .toBeGreaterThanOrEqual(revenueBefore + contract.platformCents);

  for (const context of [broker.context, trucker.context, admin.context]) await context.close();
});
