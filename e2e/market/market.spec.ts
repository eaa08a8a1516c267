import { expect, test, type APIRequestContext } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import {
  DEMO,
  LIVE,
  accessToken,
  bearer,
  postLoadViaApi,
  refText,
  signAndFundViaApi,
  signedInContext,
  toast,
  watchLive,
} from '../load-board/helpers';

test.use({ baseURL: AUTH_BASE_URL });

const HOUR = 3_600_000;

interface LaneRate {
  enoughData: boolean;
  diffPercent: number | null;
  windowDays: number;
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

/** A Lawton → Wichita Falls power-only run: the demo lane the market history keeps under the floor. */
async function postQuietLane(request: APIRequestContext, token: string, commodity: string) {
  const now = Date.now();
  const iso = (hours: number) => new Date(now + hours * HOUR).toISOString();
  return send<{ id: string; number: number }>(request, 'POST', '/api/broker/loads', token, {
    pickup: { city: 'Lawton', state: 'OK', zip: '73501' },
    delivery: { city: 'Wichita Falls', state: 'TX', zip: '76301' },
    pickupWindowStart: iso(2),
    pickupWindowEnd: iso(4),
    deliveryWindowStart: iso(5),
    deliveryWindowEnd: iso(8),
    equipment: 'Power Only',
    weightLbs: 30_000,
    commodity,
    rateCents: 30_000,
    expiryHours: 1,
  });
}

/**
 * "$3.96/mi · 44% above the 30-day lane average", as the card words the API's comparison. The
 * percentage may move by a point or two while the card loads: other specs book loads on the same
 * lane at the same time, and each booking refreshes the lane's average.
 */
function comparison(ratePerMileCents: number, laneRate: LaneRate): RegExp {
  const rate = `\\$${(ratePerMileCents / 100).toFixed(2)}/mi`.replace('.', '\\.');
  const days = String(laneRate.windowDays);
  return new RegExp(`${rate} · (\\d+% (above|below)|at) the ${days}-day lane average`);
}

test('Ray sees the lane comparison on loads, rates Dana after a confirmed delivery, and her ratings page shows it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const [danaToken, rayToken] = await Promise.all([
    accessToken(request, DEMO.broker),
    accessToken(request, DEMO.trucker),
  ]);
  // Dallas → Houston flatbed: the demo market booked it for 90 days. Lawton → Wichita Falls: too few bookings.
  const busy = await postLoadViaApi(request, danaToken, `E2E busy lane ${stamp}`);
  const quiet = await postQuietLane(request, danaToken, `E2E quiet lane ${stamp}`);
  const busyView = await send<{ ratePerMileCents: number; laneRate: LaneRate }>(
    request,
    'GET',
    `/api/loads/${busy.id}`,
    rayToken,
  );
  expect(busyView.laneRate.enoughData).toBe(true);
  const quietView = await send<{ laneRate: LaneRate }>(request, 'GET', `/api/loads/${quiet.id}`, rayToken);
  expect(quietView.laneRate).toMatchObject({ enoughData: false, diffPercent: null });

  // 1. On Ray's board, each card compares its rate with the lane, or says there is not enough data.
  const trucker = await signedInContext(browser, DEMO.trucker, 'trucker');
  const ray = trucker.page;
  await ray.goto('/trucker/loads');
  const board = ray.getByRole('region', { name: 'Loads' });
  await expect(board.getByRole('status')).toHaveText(/\d+ loads?/, LIVE);
  const busyCard = board.getByRole('article').filter({ hasText: `E2E busy lane ${stamp}` });
  await expect(busyCard).toContainText(comparison(busyView.ratePerMileCents, busyView.laneRate));
  const quietCard = board.getByRole('article').filter({ hasText: `E2E quiet lane ${stamp}` });
  await expect(quietCard).toContainText('Lane average: Not enough data yet');

  // 2. Ray books the flatbed and hauls it; Dana confirms the delivery (each step has its own spec).
  const ref = `HC-${String(busy.number)}`;
  const booking = await send<{ id: string }>(request, 'POST', `/api/loads/${busy.id}/book`, rayToken, {
    confirmOverlap: true,
  });
  await signAndFundViaApi(request, busy.id, { broker: danaToken, trucker: rayToken });
  await send(request, 'POST', `/api/bookings/${booking.id}/pickup`, rayToken);
  await send(request, 'POST', `/api/bookings/${booking.id}/deliver`, rayToken, {
    note: `All pipe received at dock 2 (${ref}).`,
  });
  await send(request, 'POST', `/api/bookings/${booking.id}/confirm`, danaToken);

  // 3. Dana watches her ratings page.
  const broker = await signedInContext(browser, DEMO.broker, 'broker');
  const dana = broker.page;
  const danaLive = watchLive(dana);
  await dana.goto('/broker/ratings');
  await expect(dana.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  const received = dana.getByRole('list', { name: 'Received ratings' });
  await expect(received.getByRole('listitem').first()).toBeVisible();
  await danaLive.subscribed(/^user:/);
  const danaLoads = danaLive.documentLoads;

  // 4. Ray rates her from his delivery history.
  await ray.goto('/trucker/history');
  const delivered = ray.getByRole('article', { name: new RegExp(`^${ref} `) });
  await delivered.getByRole('button', { name: `Rate Lone Star Freight Brokerage LLC for ${ref}` }).click();
  const dialog = ray.getByRole('dialog', { name: `Rate Lone Star Freight Brokerage LLC for ${ref}` });
  // Each star is a visually hidden radio inside its label (the star icon): click the label, as a user does.
  const fiveStars = dialog.getByRole('radio', { name: '5 stars' });
  await fiveStars.locator('xpath=..').click();
  await expect(fiveStars).toBeChecked();
  const comment = `Paid as agreed and the dock was ready (${stamp}).`;
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(ray, `Rated ${ref} ★5`)).toBeVisible();
  await expect(
    delivered.getByRole('button', { name: `Rated ★5 for ${ref}, change your rating` }),
  ).toBeVisible();

  // 5. Dana's open page shows it at the top of her received ratings, without a reload.
  const item = received.getByRole('listitem').filter({ hasText: comment });
  await expect(item).toBeVisible(LIVE);
  await expect(item).toContainText(refText(ref));
  await expect(item).toContainText('from Ray Delgado (Delgado Hotshot LLC)');
  await expect(received.getByRole('listitem').first()).toContainText(comment);
  expect(danaLive.documentLoads).toBe(danaLoads);

  await broker.context.close();
  await trucker.context.close();
});
