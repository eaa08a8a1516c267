import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import { accessToken, bearer, DEMO, LENA, LIVE, signIn, toast, watchLive } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** A trucker's own browser (session, tab and live connection) on the dashboard, listening on user:<id>. */
async function truckerTab(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: AUTH_BASE_URL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const live = watchLive(page);
  // When each alert.created frame reached this tab, by load id.
  const alertFrames = new Map<string, number>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('alert.created')) return;
      const message = JSON.parse(payload) as { event?: { type?: string; data?: { loadId?: string } } };
      const loadId = message.event?.data?.loadId;
      if (message.event?.type === 'alert.created' && loadId && !alertFrames.has(loadId))
        alertFrames.set(loadId, Date.now());
    });
  });
  await signIn(page, email, 'trucker');
  await live.subscribed(/^user:/);
  await live.subscribed('loads');
  return { context, page, alertFrames };
}

const PHONE = { width: 375, height: 812 };
/** Nothing on the page is wider than the phone. */
const fitsPhone = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);

const newMatchToast = (page: Page) =>
  toast(page, /^New \d+% match: Houston, TX → San Antonio, TX · \$3\.10\/mi/);

test('Dana posts a Step Deck load from Houston at $3.10/mi: Lena’s open dashboard alerts her within a second and ranks it first; Ray gets no alert', async ({
  browser,
  request,
}) => {
  // Lena on a phone: 375 px wide.
  const lena = await truckerTab(browser, LENA, PHONE);
  const ray = await truckerTab(browser, DEMO.trucker);
  const danaToken = await accessToken(request, DEMO.broker);
  const lenaToken = await accessToken(request, LENA);
  const rayToken = await accessToken(request, DEMO.trucker);

  const hour = 3_600_000;
  const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();
  const response = await request.post('/api/broker/loads', {
    headers: bearer(danaToken),
    data: {
      pickup: { city: 'Houston', state: 'TX', zip: '77002' },
      delivery: { city: 'San Antonio', state: 'TX', zip: '78205' },
      pickupWindowStart: iso(1),
      pickupWindowEnd: iso(3),
      deliveryWindowStart: iso(5),
      deliveryWindowEnd: iso(8),
      equipment: 'Step Deck',
      weightLbs: 18_000,
      lengthFt: 40,
      commodity: `E2E alert steel beams ${String(Date.now())}`,
      rateCents: 60_760,
      miles: 196,
      expiryHours: 1,
    },
  });
  const postedAt = Date.now();
  expect(response.status(), await response.text()).toBe(201);
  const load = (await response.json()) as { id: string; number: number };
  const ref = `HC-${String(load.number)}`;

  // The toast on Lena's screen; the alert frame reached her tab within a second of the post's response.
  await expect(newMatchToast(lena.page)).toBeVisible(LIVE);
  const arrived = lena.alertFrames.get(load.id);
  expect(arrived, 'alert.created frame for the posted load').toBeDefined();
  expect(arrived! - postedAt).toBeLessThanOrEqual(1000);

  // Her dashboard ranks it first, with its reasons.
  const matched = lena.page.getByRole('region', { name: 'AI-matched loads' });
  const first = matched.getByRole('list', { name: 'AI-matched loads' }).locator(':scope > li').first();
  await expect(first).toContainText(ref, LIVE);
  await expect(first).toContainText(/\d+% match/);
  await expect(first.getByRole('list', { name: 'Why this load matches' })).toContainText(
    'Houston, TX → San Antonio, TX',
  );

  await fitsPhone(lena.page);

  // The bell counts it; the inbox opens the load with Book and Message broker in one click.
  const bell = lena.page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const inbox = lena.page.getByRole('dialog', { name: 'Load alerts' });
  await expect(inbox.getByRole('button', { name: new RegExp(`^Open ${ref}:`) })).toBeVisible();
  await fitsPhone(lena.page);
  const axe = await new AxeBuilder({ page: lena.page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await inbox.getByRole('button', { name: new RegExp(`^Open ${ref}:`) }).click();
  await expect(lena.page).toHaveURL(new RegExp(`/trucker/loads\\?load=${load.id}$`));
  const details = lena.page.getByRole('dialog', { name: `${ref}: Houston, TX → San Antonio, TX` });
  await expect(details.getByRole('button', { name: `Book ${ref}` })).toBeEnabled();
  await expect(details.getByRole('button', { name: 'Message broker' })).toBeEnabled();
  await expect(details).toContainText(/\d+% match/);

  // The API has it in Lena's inbox, read now; Ray (a Hotshot in Dallas) has no alert for it and saw no toast.
  const lenaInbox = await request.get('/api/trucker/alerts', { headers: bearer(lenaToken) });
  const lenaAlert = (
    (await lenaInbox.json()) as { items: { loadId: string; readAt: string | null }[] }
  ).items.find((a) => a.loadId === load.id);
  expect(lenaAlert?.readAt).not.toBeNull();
  const rayInbox = await request.get('/api/trucker/alerts?limit=100', { headers: bearer(rayToken) });
  expect(rayInbox.status()).toBe(200);
  const rayItems = ((await rayInbox.json()) as { items: { loadId: string }[] }).items;
  expect(rayItems.some((a) => a.loadId === load.id)).toBe(false);
  expect(ray.alertFrames.has(load.id)).toBe(false);
  await expect(newMatchToast(ray.page)).toHaveCount(0);

  await lena.context.close();
  await ray.context.close();
});
