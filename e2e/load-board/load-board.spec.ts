import { expect, test } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import {
  DEMO,
  LENA,
  LIVE,
  PNG_1X1,
  accessToken,
  bearer,
  chatEntryName,
  localInput,
  postLoadViaApi,
  refText,
  sidebarLink,
  signAndFundViaApi,
  signedInContext,
  toast,
  unreadTotal,
  watchLive,
} from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

const HOUR = 3_600_000;

test('a load goes from posted to delivery confirmed, every step seen live by the broker and the trucker', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const commodity = `E2E steel ${String(Date.now())}`;
  const danaToken = await accessToken(request, DEMO.broker);

  const broker = await signedInContext(browser, DEMO.broker, 'broker');
  const trucker = await signedInContext(browser, DEMO.trucker, 'trucker');
  const dana = broker.page;
  const ray = trucker.page;
  const danaLive = watchLive(dana);
  const rayLive = watchLive(ray);

  // Ray watches the board before the load exists.
  await ray.goto('/trucker/loads');
  await expect(ray.getByRole('heading', { level: 1, name: 'Available loads' })).toBeVisible();
  const board = ray.getByRole('region', { name: 'Loads' });
  await expect(board.getByRole('status')).toHaveText(/\d+ loads?/);
  await rayLive.subscribed('loads');
  await rayLive.subscribed(/^user:/);
  const rayLoads = rayLive.documentLoads;

  // 1. Dana posts the load and lands on My Loads with it Active and counting down.
  await dana.goto('/broker/post-load');
  await expect(dana.getByRole('heading', { level: 1, name: 'Post a load' })).toBeVisible();
  await danaLive.subscribed(/^user:/);
  const danaLoads = danaLive.documentLoads;
  const now = Date.now();
  const pickup = dana.getByRole('group', { name: 'Pickup', exact: true });
  await pickup.getByLabel('City').fill('Dallas');
  await pickup.getByLabel('State').selectOption('TX');
  await pickup.getByLabel('ZIP').fill('75201');
  await pickup.getByLabel('Pickup window start').fill(localInput(new Date(now + HOUR)));
  await pickup.getByLabel('Pickup window end').fill(localInput(new Date(now + 3 * HOUR)));
  const delivery = dana.getByRole('group', { name: 'Delivery', exact: true });
  await delivery.getByLabel('City').fill('Houston');
  await delivery.getByLabel('State').selectOption('TX');
  await delivery.getByLabel('ZIP').fill('77002');
  await delivery.getByLabel('Delivery window start').fill(localInput(new Date(now + 6 * HOUR)));
  await delivery.getByLabel('Delivery window end').fill(localInput(new Date(now + 9 * HOUR)));
  await dana.getByLabel('Equipment').selectOption('Flatbed');
  await dana.getByLabel('Weight (lbs)').fill('42000');
  await dana.getByLabel('Commodity').fill(commodity);
  await dana.getByLabel('Total rate (USD)').fill('1100');
  // The miles come from the server's estimate once both places are complete.
  await expect(dana.getByLabel('Miles')).toHaveValue(/^\d+$/);
  await expect(dana.getByText(/^That is \$\d+\.\d{2} per mile\.$/)).toBeVisible();
  await dana.getByRole('radio', { name: '1 hour' }).check();
  const posted = dana.waitForResponse(
    (response) => response.url().endsWith('/api/broker/loads') && response.request().method() === 'POST',
  );
  await dana.getByRole('button', { name: 'Post Load' }).click();
  const postedResponse = await posted;
  expect(postedResponse.status()).toBe(201);
  const load = (await postedResponse.json()) as { id: string; number: number };
  const ref = `HC-${String(load.number)}`;
  await expect(toast(dana, `${ref} is on the board`)).toBeVisible();
  await expect(dana).toHaveURL(/\/broker\/loads$/);
  const row = dana.getByRole('row').filter({ hasText: refText(ref) });
  await expect(row).toContainText('Dallas, TX → Houston, TX');
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Active');
  const countdown = row.locator('time');
  await expect(countdown).toHaveText(/^(1h 00m|[0-5]\d:[0-5]\d)$/);
  const firstReading = await countdown.textContent();
  await expect(countdown).not.toHaveText(firstReading ?? '');

  // 2. The load appears on Ray's board by itself; he narrows the board down and still finds it.
  const card = board.getByRole('article').filter({ hasText: commodity });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText(refText(ref));
  await expect(card.getByRole('heading', { name: 'Dallas, TX → Houston, TX' })).toBeVisible();
  const filters = ray.getByRole('search', { name: 'Filter loads' });
  await filters.getByLabel('Origin', { exact: true }).fill('Dallas, TX');
  await filters.getByLabel('Origin radius (mi)').fill('25');
  await filters.getByRole('checkbox', { name: 'Flatbed' }).check();
  await filters.getByLabel('Min rate ($/mi)').fill('3.50');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(ray).toHaveURL(
    /\/trucker\/loads\?origin=Dallas%2C\+TX&originRadius=25&minRate=3\.50&equipment=Flatbed$/,
  );
  await expect(card).toBeVisible();
  await expect(board.getByRole('article').filter({ hasNotText: 'Flatbed' })).toHaveCount(0);

  // 3. Dana waits in Chat; Ray messages her about the load from its card.
  await sidebarLink(dana, 'Broker Panel', /^Chat\b/).click();
  await expect(dana.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const danaUnread = await unreadTotal(request, danaToken);
  const danaChatEntry = sidebarLink(dana, 'Broker Panel', /^Chat\b/);
  await expect(danaChatEntry).toHaveAccessibleName(chatEntryName(danaUnread));

  await card.getByRole('button', { name: 'Message broker' }).click();
  await expect(ray).toHaveURL(/\/trucker\/chat\?thread=[\w-]+$/);
  const rayLog = ray.getByRole('log', { name: 'Messages with Dana Whitfield' });
  await expect(ray.getByText('No messages yet. Say hello.')).toBeVisible();
  const url = `https://maps.example.com/lanes/${ref}`;
  await ray.getByLabel('Message', { exact: true }).fill(`Is the dock open early? Route: ${url} <b>bold?</b>`);
  await ray.getByRole('button', { name: 'Send' }).click();
  await expect(rayLog.getByRole('link', { name: url })).toHaveAttribute('href', url);
  await expect(rayLog.getByText('<b>bold?</b>')).toBeVisible();
  await expect(rayLog.locator('b')).toHaveCount(0);

  // Dana's sidebar badge and the new conversation show up before she opens it.
  await expect(danaChatEntry).toHaveAccessibleName(chatEntryName(danaUnread + 1), LIVE);
  const danaThread = dana
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: refText(ref) });
  await expect(danaThread).toHaveAccessibleName(/1 unread$/, LIVE);
  await expect(danaThread).toContainText('Is the dock open early?');
  await danaThread.click();
  const danaLog = dana.getByRole('log', { name: 'Messages with Ray Delgado' });
  await expect(danaLog.getByRole('link', { name: url })).toHaveAttribute('href', url);
  await expect(danaLog.getByText('<b>bold?</b>')).toBeVisible();
  await expect(danaLog.locator('b')).toHaveCount(0);
  await expect(danaChatEntry).toHaveAccessibleName(chatEntryName(danaUnread), LIVE);
  await expect(danaThread).not.toHaveAccessibleName(/unread$/);
  await dana.getByLabel('Message', { exact: true }).fill('Yes, from 6 am. Ask for gate 2.');
  await dana.getByLabel('Message', { exact: true }).press('Enter');
  await expect(danaLog.getByText('Yes, from 6 am. Ask for gate 2.')).toBeVisible();
  await expect(rayLog.getByText('Yes, from 6 am. Ask for gate 2.')).toBeVisible(LIVE);

  // 4. Dana watches My Loads; Ray books from the conversation.
  await sidebarLink(dana, 'Broker Panel', 'My Loads').click();
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Active');
  await ray.getByRole('button', { name: `Book ${ref}` }).click();
  // Ray's demo bookings (and earlier specs') may share this load's hours: then he confirms the overlap.
  const booked = toast(ray, `Booked ${ref} at $1,100`);
  const overlap = ray.getByRole('dialog', { name: 'Book an overlapping load?' });
  await expect(booked.or(overlap)).toBeVisible();
  if (await overlap.isVisible()) {
    await expect(overlap).toContainText(/This load overlaps your booking HC-\d+/);
    await overlap.getByRole('button', { name: 'Book anyway' }).click();
  }
  await expect(booked).toBeVisible();
  await expect(ray).toHaveURL(/\/trucker\/bookings$/);
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Booked', LIVE);
  await expect(row).toContainText('Ray Delgado');
  await expect(row.locator('time')).toHaveCount(0);
  await expect(toast(dana, `Ray Delgado booked ${ref}`)).toBeVisible(LIVE);

  // 5. Dana watches Bookings while Ray picks the load up and delivers it.
  await sidebarLink(dana, 'Broker Panel', 'Bookings').click();
  await expect(dana.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const danaBooking = dana.getByRole('article', { name: new RegExp(`^${ref} `) });
  const danaStage = danaBooking.locator('[data-slot="badge"]');
  await expect(danaStage).toHaveText('Booked');
  await expect(danaBooking).toContainText('Ray Delgado');

  const rayBooking = ray.getByRole('article', { name: new RegExp(`^${ref} `) });
  const rayStage = rayBooking.locator('[data-slot="badge"]');
  await expect(rayStage).toHaveText('Booked');
  // Pickup waits for escrow: Ray sees the server's refusal until Dana has funded the signed contract.
  await rayBooking.getByRole('button', { name: `Mark ${ref} picked up` }).click();
  await expect(toast(ray, /Escrow is not funded yet/)).toBeVisible();
  await expect(rayStage).toHaveText('Booked');
  await signAndFundViaApi(request, load.id, {
    broker: danaToken,
    trucker: await accessToken(request, DEMO.trucker),
  });
  await rayBooking.getByRole('button', { name: `Mark ${ref} picked up` }).click();
  await expect(toast(ray, `${ref} marked picked up`)).toBeVisible();
  await expect(rayStage).toHaveText('In transit');
  await expect(danaStage).toHaveText('In transit', LIVE);
  await expect(toast(dana, `${ref} picked up`)).toBeVisible(LIVE);

  const podNote = `Received by J. Smith at dock 4 (${ref}).`;
  await rayBooking.getByRole('button', { name: `Mark ${ref} delivered` }).click();
  const dialog = ray.getByRole('dialog', { name: `Mark ${ref} delivered` });
  await dialog.getByLabel('Proof-of-delivery note').fill(podNote);
  await dialog
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'pod.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(ray, `${ref} marked delivered`)).toBeVisible();
  await expect(rayStage).toHaveText('Delivered — awaiting confirmation');

  await expect(danaStage).toHaveText('Delivered — awaiting confirmation', LIVE);
  await expect(toast(dana, `${ref} delivered — confirm delivery`)).toBeVisible(LIVE);
  const pod = danaBooking.getByRole('region', { name: 'Proof of delivery' });
  await expect(pod).toContainText(podNote);
  await expect(pod.getByRole('img', { name: `Proof-of-delivery photo of ${ref}` })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await danaBooking.getByRole('button', { name: `Confirm delivery of ${ref}` }).click();
  await expect(toast(dana, `Delivery of ${ref} confirmed`)).toBeVisible();
  await expect(danaBooking).toHaveCount(0);

  // Ray hears about the confirmation, and finds the load in his Delivery History.
  await expect(toast(ray, `${ref} delivery confirmed`)).toBeVisible(LIVE);
  await expect(rayBooking).toHaveCount(0, LIVE);
  await sidebarLink(ray, 'Trucker Panel', 'Delivery History').click();
  await expect(ray.getByRole('heading', { level: 1, name: 'Delivery history' })).toBeVisible();
  const history = ray.getByRole('article', { name: new RegExp(`^${ref} `) });
  await expect(history.locator('[data-slot="badge"]')).toHaveText('Delivery confirmed');
  await expect(history.getByRole('region', { name: 'Proof of delivery' })).toContainText(podNote);

  // Everything above arrived without a single page load after the first screens.
  expect(danaLive.documentLoads).toBe(danaLoads);
  expect(rayLive.documentLoads).toBe(rayLoads);
  await broker.context.close();
  await trucker.context.close();
});

test('a trucker who still has a booked load on her board is told "This load has just been booked"', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const [danaToken, rayToken, lenaToken] = await Promise.all([
    accessToken(request, DEMO.broker),
    accessToken(request, DEMO.trucker),
    accessToken(request, LENA),
  ]);
  const first = await postLoadViaApi(request, danaToken, `E2E race first ${stamp}`);
  const second = await postLoadViaApi(request, danaToken, `E2E race second ${stamp}`);
  const firstRef = `HC-${String(first.number)}`;
  const secondRef = `HC-${String(second.number)}`;
  const book = (loadId: string, token: string, rateCents: number) =>
    request.post(`/api/loads/${loadId}/book`, {
      headers: bearer(token),
      // The race is about the load, not the trucker's schedule.
      data: { rateCents, confirmOverlap: true },
    });

  const { context, page: lena } = await signedInContext(browser, LENA, 'trucker');
  const lenaLive = watchLive(lena);
  // Lena's live feed goes through a proxy that can hold the board's events back, like a slow link.
  let holdBoardEvents = true;
  let boardSubscribed = false;
  await lena.routeWebSocket(/\/api\/live$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message === 'string' && /"type":"subscribed".*"loads"/.test(message)) boardSubscribed = true;
      if (holdBoardEvents && typeof message === 'string' && message.includes('"topic":"loads"')) return;
      socket.send(message);
    });
  });
  await lena.goto('/trucker/loads');
  const board = lena.getByRole('region', { name: 'Loads' });
  const firstCard = board.getByRole('article').filter({ hasText: `E2E race first ${stamp}` });
  const secondCard = board.getByRole('article').filter({ hasText: `E2E race second ${stamp}` });
  await expect(firstCard.getByRole('button', { name: `Book ${firstRef}` })).toBeVisible();
  await expect(secondCard.getByRole('button', { name: `Book ${secondRef}` })).toBeVisible();
  await expect.poll(() => boardSubscribed, LIVE).toBe(true);
  const pageLoads = lenaLive.documentLoads;

  // Ray takes the second load while Lena's board has not heard of it yet: her Book is refused.
  expect((await book(second.id, rayToken, second.rateCents)).status()).toBe(201);
  await expect(secondCard).toBeVisible();
  await secondCard.getByRole('button', { name: `Book ${secondRef}` }).click();
  await expect(toast(lena, 'This load has just been booked')).toBeVisible();
  await expect(secondCard).toHaveCount(0);
  await expect(lena).toHaveURL(/\/trucker\/loads$/);

  // With the live feed flowing, a load Ray books leaves her board by itself, without a reload.
  holdBoardEvents = false;
  await expect(firstCard).toBeVisible();
  expect((await book(first.id, rayToken, first.rateCents)).status()).toBe(201);
  await expect(firstCard).toHaveCount(0, LIVE);
  expect(lenaLive.documentLoads).toBe(pageLoads);

  // The API gives her the same answer.
  const refused = await book(first.id, lenaToken, first.rateCents);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toBe('This load has just been booked');
  await context.close();
});
