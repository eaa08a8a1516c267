import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { AUTH_BASE_URL, DEMO, DEMO_PASSWORD } from '../auth/helpers';

export const LENA = 'lena.trucker@haulclub.demo';

/** How long a live update (WebSocket event, then a refetch) may take to show on the other side. */
export const LIVE = { timeout: 10_000 } as const;

/** A valid 1×1 PNG: the proof-of-delivery photo. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const HOME = { broker: /\/broker$/, trucker: /\/trucker$/, admin: /\/admin$/ } as const;
export type Role = keyof typeof HOME;

/** Signs in through /login and waits for the role's home page. */
export async function signIn(page: Page, email: string, role: Role): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(HOME[role]);
}

/** A fresh browser context (its own session and live connection) signed in as `email`. */
export async function signedInContext(
  browser: Browser,
  email: string,
  role: Role,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: AUTH_BASE_URL });
  const page = await context.newPage();
  await signIn(page, email, role);
  return { context, page };
}

/**
 * Follows the topics the page's live connection (/api/live) is subscribed to, from the server's
 * `subscribed` / `unsubscribed` answers, so a test acts only once the other side is listening.
 * Also counts full document loads: a live screen must never need one.
 */
export function watchLive(page: Page) {
  // One set per connection: a closing socket of the previous document must not clear the new one's.
  const sockets = new Set<Set<string>>();
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/live')) return;
    const topics = new Set<string>();
    sockets.add(topics);
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let message: { type?: string; topics?: string[] };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'subscribed') for (const t of message.topics ?? []) topics.add(t);
      if (message.type === 'unsubscribed') for (const t of message.topics ?? []) topics.delete(t);
    });
    socket.on('close', () => {
      sockets.delete(topics);
    });
  });
  const isSubscribed = (topic: string | RegExp) =>
    [...sockets].some((topics) =>
      [...topics].some((t) => (typeof topic === 'string' ? t === topic : topic.test(t))),
    );
  return {
    /** Waits until the server confirmed a subscription to `topic` (a RegExp for `user:<id>`). */
    async subscribed(topic: string | RegExp): Promise<void> {
      await expect
        .poll(() => isSubscribed(topic), {
          message: `live subscription to ${String(topic)}`,
          ...LIVE,
        })
        .toBe(true);
    },
    get documentLoads() {
      return documentLoads;
    },
  };
}

/** The user's access token (GoTrue password grant), for API calls on their behalf. */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Posts a Dallas → Houston flatbed load as Dana through the API; returns its id and number. */
export async function postLoadViaApi(
  request: APIRequestContext,
  token: string,
  commodity: string,
): Promise<{ id: string; number: number; rateCents: number }> {
  const hour = 3_600_000;
  const now = Date.now();
  const iso = (offsetHours: number) => new Date(now + offsetHours * hour).toISOString();
  const response = await request.post('/api/broker/loads', {
    headers: bearer(token),
    data: {
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      pickupWindowStart: iso(2),
      pickupWindowEnd: iso(4),
      deliveryWindowStart: iso(8),
      deliveryWindowEnd: iso(12),
      equipment: 'Flatbed',
      weightLbs: 30_000,
      commodity,
      rateCents: 95_000,
      expiryHours: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; number: number; rateCents: number };
}

/** A date as the value of an <input type="datetime-local"> in the browser's (= this machine's) zone. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Matches "HC-42" but not "HC-421" (cells and cards run their texts together). */
export const refText = (ref: string) => new RegExp(`${ref}(?!\\d)`);

/** A toast (sonner) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The entry `name` of the signed-in role's sidebar ("Broker Panel", "Trucker Panel"). */
export const sidebarLink = (page: Page, panel: 'Broker Panel' | 'Trucker Panel', name: string | RegExp) =>
  page.getByRole('navigation', { name: panel }).getByRole('link', { name, exact: typeof name === 'string' });

/** The accessible name of the sidebar's Chat entry with `unread` messages ("Chat", "Chat 3 unread"). */
export const chatEntryName = (unread: number) => (unread > 0 ? `Chat ${String(unread)} unread` : 'Chat');

/** The user's unread chat messages, as the API counts them. */
export async function unreadTotal(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/chat/unread', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

export { DEMO };

/**
 * Escrow before pickup (issue 11): both parties sign the contract of `trucker`'s active booking of the load and
 * the broker funds it with the sandbox's test card, through the API. Returns the contract's id.
 */
export async function signAndFundViaApi(
  request: APIRequestContext,
  loadId: string,
  tokens: { broker: string; trucker: string },
): Promise<string> {
  const list = await request.get('/api/trucker/bookings?scope=active&pageSize=100', {
    headers: bearer(tokens.trucker),
  });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { load: { id: string }; contractId: string | null }[] };
  const contractId = items.find((b) => b.load.id === loadId)?.contractId;
  if (!contractId) throw new Error(`no contract for load ${loadId}`);
  for (const [token, fullName] of [
    [tokens.broker, 'Dana Whitfield'],
    [tokens.trucker, 'Ray Delgado'],
  ] as const) {
    const signed = await request.post(`/api/contracts/${contractId}/sign`, {
      headers: bearer(token),
      data: { fullName },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  }
  const funded = await request.post(`/api/contracts/${contractId}/fund`, {
    headers: bearer(tokens.broker),
    data: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      },
    },
  });
  expect(funded.status(), await funded.text()).toBe(200);
  return contractId;
}
