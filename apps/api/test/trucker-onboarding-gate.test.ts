import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

// Item: a trucker who has not finished onboarding must not reach the board, bookings or chat.

let t: TestApp;
let broker: TestAccount;
let loadId: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  loadId = (await insertLoad(t, { brokerId: broker.userId })).id;
});
afterAll(async () => t?.close());

/** Every load-board, booking, upload and chat route a trucker may call, from the route table. */
function truckerBoardRoutes() {
  return t.app.routeTable.entries.filter(
    (r) =>
      r.auth?.roles?.includes('trucker') &&
      /^\/api\/(loads|bookings|trucker\/bookings|uploads|chat)(\/|$)/.test(r.url),
  );
}

const PARAM = '00000000-0000-4000-8000-000000000000';

function call(route: { method: string; url: string }, token: string) {
  const url = route.url.replace(/:(\w+)/g, route.url.startsWith('/api/loads/') ? loadId : PARAM);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: bearer(token),
    ...(route.method === 'POST' && !url.startsWith('/api/uploads') ? { payload: {} } : {}),
  });
}

const validOnboarding = {
  companyName: 'Red River Hotshot LLC',
  homeBaseCity: 'Oklahoma City',
  homeBaseState: 'OK',
  truckType: 'Flatbed',
  maxRadius: 350,
  minRatePerMileCents: 0,
  lanes: [],
};

describe('trucker routes before onboarding is complete', () => {
  it('every load-board, booking and chat route declares the onboarding gate', () => {
    const routes = truckerBoardRoutes();
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/loads',
        'GET /api/loads/:id',
        'POST /api/loads/:id/book',
        'POST /api/loads/:id/chat',
        'GET /api/trucker/bookings',
        'GET /api/bookings/:id',
        'POST /api/bookings/:id/pickup',
        'POST /api/bookings/:id/deliver',
        'POST /api/uploads/pod-photo',
        'GET /api/chat/threads',
        'GET /api/chat/unread',
        'POST /api/chat/threads/:id/messages',
      ]),
    );
    for (const route of routes) expect(route.auth?.onboarded, urls.join()).toContain('trucker');
  });

  it('answer 403 onboarding_required to an invited trucker who skipped onboarding, and open once it is done', async () => {
    const newcomer = await createTrucker(t, { onboarded: false });
    const routes = truckerBoardRoutes();
    for (const route of routes) {
      const res = await call(route, newcomer.token);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'onboarding_required', detail: 'Complete onboarding first' });
    }
    // Nothing was booked or started: the load is still on the board for an onboarded trucker.
    const other = await createTrucker(t);
    const board = await t.app.inject({ method: 'GET', url: '/api/loads', headers: bearer(other.token) });
    expect(board.json().items.map((l: { id: string }) => l.id)).toContain(loadId);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/trucker',
      headers: bearer(newcomer.token),
      payload: validOnboarding,
    });
    expect(done.statusCode).toBe(200);
    for (const route of routes) {
      const res = await call(route, newcomer.token);
      expect(res.statusCode, `${route.method} ${route.url} after onboarding`).not.toBe(403);
      expect(res.statusCode).not.toBe(401);
    }
    // The sweep booked the load through the real route, once onboarding was complete.
    const bookings = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/bookings',
      headers: bearer(newcomer.token),
    });
    expect(bookings.json().items.map((b: { load: { id: string } }) => b.load.id)).toContain(loadId);
  });

  it('leave brokers and admins alone on the shared booking and chat routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: bearer(broker.token) });
    expect(res.statusCode).toBe(200);
  });
});
