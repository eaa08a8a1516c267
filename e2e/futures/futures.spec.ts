import { expect, test, type APIRequestContext } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import {
  DEMO,
  LENA,
  LIVE,
  accessToken,
  bearer,
  signedInContext,
  toast,
  watchLive,
} from '../load-board/helpers';
import { e2eSql } from '../support/e2e-database';

test.use({ baseURL: AUTH_BASE_URL });

const DAY = 86_400_000;

/** A calendar day `days` from today in America/Chicago (the zone futures' dates are days of), yyyy-MM-dd. */
function chicagoDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * DAY));
}

async function send<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data?: object,
): Promise<T> {
  const response =
    method === 'GET'
      ? await request.get(url, { headers: bearer(token) })
      : await request.post(url, { headers: bearer(token), data: data ?? {} });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A number no other spec (or run) is likely to use, so the future is found by its own figures. */
const unique = (min: number, span: number) => min + Math.floor(Math.random() * span);

test('Dana creates a freight future, Lena’s open list shows it live, she locks it in, and the pending contract is on both dashboards', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const danaToken = await accessToken(request, DEMO.broker);
  const miles = unique(1_000, 8_000);
  const lane = { from: 'Houston, TX', to: 'Beaumont, TX' };

  // Lena (a step deck: she can haul flatbed freight) watches the open futures.
  const trucker = await signedInContext(browser, LENA, 'trucker');
  const lena = trucker.page;
  const lenaLive = watchLive(lena);
  await lena.goto('/freight-futures');
  const lenaOpen = lena.getByRole('list', { name: 'Open futures' });
  await expect(lenaOpen.getByRole('article').first()).toBeVisible();
  await lenaLive.subscribed('futures');
  const lenaLoads = lenaLive.documentLoads;

  // 1. Dana opens Create Future and leaves Estimated miles out: the spec's message, nothing posted.
  const broker = await signedInContext(browser, DEMO.broker, 'broker');
  const dana = broker.page;
  const danaLive = watchLive(dana);
  await dana.goto('/freight-futures');
  await dana.getByRole('button', { name: 'Create Future' }).click();
  const dialog = dana.getByRole('dialog', { name: 'Create a freight future' });
  await dialog.getByLabel('Lane from').fill(lane.from);
  await dialog.getByLabel('Lane to').fill(lane.to);
  await dialog.getByLabel('Truck type').selectOption({ label: 'Flatbed' });
  await dialog.getByLabel('Rate per mile ($)').fill('3.15');
  await dialog.getByLabel('Start date').fill(chicagoDay(7));
  await dialog.getByLabel('End date').fill(chicagoDay(60));
  await dialog.getByRole('button', { name: 'Post future' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await expect(dialog).toBeVisible();

  // 2. With the miles filled in it is created: the spec's toast, the dialog closes.
  await dialog.getByLabel('Estimated miles').fill(String(miles));
  await dialog.getByRole('button', { name: 'Post future' }).click();
  await expect(toast(dana, 'Success: Freight future created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = await send<{ futures: { id: string; number: number; estimated_miles: number }[] }>(
    request,
    'GET',
    '/api/broker/futures?pageSize=50',
    danaToken,
  );
  const created = mine.futures.find((f) => f.estimated_miles === miles);
  expect(created, `Dana's future of ${String(miles)} miles`).toBeDefined();
  const ref = `F-${String(created!.number)}`;

  // 3. Lena's open list shows it without a reload, with its confidence and demand.
  // Found by its Lock In Rate button, named after it (the card runs "F-11" and "89 lane miles" together).
  const lockButton = lena.getByRole('button', { name: `Lock In Rate: ${ref}, ${lane.from} → ${lane.to}` });
  const card = lenaOpen.getByRole('article').filter({ has: lockButton });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText(`${lane.from} → ${lane.to}`);
  await expect(card).toContainText(/% AI confidence/);
  await expect(card).toContainText(/Market demand: (High|Medium|Low)/);
  expect(lenaLive.documentLoads).toBe(lenaLoads);

  // Dana watches her pending contracts.
  await dana.goto('/dashboard?tab=pending');
  await expect(dana.getByRole('heading', { level: 1, name: 'Contracts dashboard' })).toBeVisible();
  await danaLive.subscribed(/^user:/);

  // 4. Lena locks it in.
  await lockButton.click();
  await lena.getByRole('button', { name: 'Lock In Rate', exact: true }).click();
  await expect(toast(lena, `${ref} is yours. Your pending contract is ready to sign.`)).toBeVisible();
  const contractLink = lena.getByRole('link', { name: 'View contract' }).first();
  const href = await contractLink.getAttribute('href');
  expect(href).toMatch(/^\/contract\/[0-9a-f-]{36}$/);

  // 5. The pending contract: on Dana's open dashboard without a reload, and on Lena's.
  const contractOn = (page: typeof dana) =>
    page.getByRole('article', { name: new RegExp(`Freight future ${ref}(?!\\d) ${lane.from} → ${lane.to}`) });
  await expect(contractOn(dana)).toBeVisible(LIVE);
  await expect(contractOn(dana)).toContainText('Lena Okafor');
  await expect(contractOn(dana).locator(`a[href="${href!}"]`)).toBeVisible();
  await lena.goto('/dashboard?tab=pending');
  await expect(contractOn(lena)).toBeVisible();
  await expect(contractOn(lena)).toContainText('with Dana Whitfield');
  // Its total is the future's commitment: $3.15 a mile × the estimated miles.
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    (315 * miles) / 100,
  );
  await expect(contractOn(lena)).toContainText(`Total ${total}`);
  await expect(contractOn(lena).getByRole('link', { name: /^Sign Contract/ })).toHaveAttribute('href', href!);

  await broker.context.close();
  await trucker.context.close();
});

test('a rate future counts down on Lena’s list and is refused the second it expires', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [danaToken, lenaToken] = await Promise.all([
    accessToken(request, DEMO.broker),
    accessToken(request, LENA),
  ]);
  const posted = await send<{ id: string; number: number }>(
    request,
    'POST',
    '/api/precommitments',
    danaToken,
    {
      lane_from: 'Houston, TX',
      lane_to: 'Beaumont, TX',
      truck_type: 'step_deck',
      forecast_rate: 3.17,
      miles_estimate: unique(300, 5_000),
      expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
  );
  const ref = `R-${String(posted.number)}`;
  const trucker = await signedInContext(browser, LENA, 'trucker');
  const lena = trucker.page;

  await lena.goto('/trucker/rate-futures');
  const item = lena.getByRole('listitem', { name: `${ref}: Houston, TX → Beaumont, TX` });
  await expect(item).toContainText('$3.17/mi');
  await expect(item).toContainText(/Expires in [89]m/);
  const accept = item.getByRole('button', { name: `Accept rate future ${ref}` });
  await expect(accept).toBeEnabled();

  // Time passes: the API takes 5 minutes at the least, so the rate future is made to expire in a few seconds.
  await e2eSql(`UPDATE precommitments SET expires_at = now() + interval '12 seconds' WHERE id = $1`, [
    posted.id,
  ]);
  await lena.reload();
  // It counts down: the last minute, then Expired, and Accept is off.
  await expect(item).toContainText('Expires in <1m');
  await expect(accept).toBeEnabled();
  await expect(item).toContainText('Expired', { timeout: 20_000 });
  await expect(item).not.toContainText('Expires in');
  await expect(accept).toBeDisabled();

  // The server agrees, whatever a page says: the accept is refused.
  const refused = await request.post('/api/precommitments/accept', {
    headers: bearer(lenaToken),
    data: { precommitment_id: posted.id },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toBe('This rate future has expired');

  await trucker.context.close();
});
