import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { alertsResponse, type AlertsResponse } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { bookLoad, createTrucker, follow, postedLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { alertsFor, auth, createAlertedTrucker, stepDeckLoad } from './helpers/alerts';

let t: TestApp;
let broker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => {
  await t?.close();
});

const inbox = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/trucker/alerts${query}`, headers: auth(token) });
const markRead = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/trucker/alerts/read', headers: auth(token), payload });

async function page(token: string, query = ''): Promise<AlertsResponse> {
  const res = await inbox(token, query);
  expect(res.statusCode).toBe(200);
  return alertsResponse.parse(res.json());
}

describe('GET /api/trucker/alerts', () => {
  it("pages the trucker's alerts newest first and shows each load's status now", async () => {
    const trucker = await createAlertedTrucker(t);
    const posted = [];
    for (let i = 0; i < 4; i += 1) posted.push(await postedLoad(t, broker.token, stepDeckLoad()));
    const [active, booked, cancelled, expired] = posted as [
      (typeof posted)[0],
      (typeof posted)[0],
      (typeof posted)[0],
      (typeof posted)[0],
    ];

    // Someone else books one, the broker cancels one, one runs out (the sweeper has not run yet).
    const other = await createTrucker(t);
    expect((await bookLoad(t, other.token, booked.id, { confirmOverlap: true })).statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/broker/loads/${cancelled.id}/cancel`,
      headers: auth(broker.token),
      payload: { reason: 'Shipper called it off' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.db.database.db.execute(
      sql`UPDATE loads SET expires_at = now() - interval '1 second' WHERE id = ${expired.id}`,
    );

    const first = await page(trucker.token, '?limit=3');
    expect(first.unread).toBe(4);
    expect(first.hasMore).toBe(true);
    expect(first.items.map((a) => a.loadId)).toEqual([expired.id, cancelled.id, booked.id]);
    expect(first.items.map((a) => a.loadStatus)).toEqual(['expired', 'cancelled', 'booked']);
    const last = first.items[2]!;
    const second = await page(trucker.token, `?limit=3&before=${last.id}`);
    expect(second.hasMore).toBe(false);
    expect(second.items.map((a) => [a.loadId, a.loadStatus])).toEqual([[active.id, 'active']]);

    const alert = second.items[0]!;
    expect(alert).toMatchObject({
      loadNumber: active.number,
      pickup: { city: 'Houston', state: 'TX' },
      delivery: { city: 'Austin', state: 'TX' },
      equipment: 'Step Deck',
      rateCents: 62_000,
      ratePerMileCents: 310,
      miles: 200,
      silent: false,
      readAt: null,
    });
    expect(alert.score).toBeGreaterThanOrEqual(70);
    expect(alert.reasons.length).toBeGreaterThan(0);
  });

  it('shows a trucker only their own alerts, and an empty inbox to one with none', async () => {
    const mine = await createAlertedTrucker(t);
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    const stranger = await createTrucker(t, { home: 'denver' });
    expect(await page(stranger.token)).toEqual({ items: [], unread: 0, hasMore: false });
    const own = await page(mine.token);
    expect(own.items.map((a) => a.loadId)).toContain(load.id);
  });

  it("refuses a cursor that is not one of the trucker's alerts, and bad paging input", async () => {
    const a = await createAlertedTrucker(t);
    const b = await createAlertedTrucker(t);
    await postedLoad(t, broker.token, stepDeckLoad());
    const bFirst = (await page(b.token)).items[0]!;
    const foreign = await inbox(a.token, `?before=${bFirst.id}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'before' }] });
    expect((await inbox(a.token, '?before=not-a-uuid')).statusCode).toBe(400);
    expect((await inbox(a.token, '?limit=0')).statusCode).toBe(400);
    expect((await inbox(a.token, '?limit=101')).statusCode).toBe(400);
  });

  it('is for signed-in truckers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trucker/alerts' })).statusCode).toBe(401);
    expect((await inbox(broker.token)).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/trucker/alerts/read', payload: {} });
    expect(res.statusCode).toBe(401);
    expect((await markRead(broker.token, {})).statusCode).toBe(403);
  });
});

describe('POST /api/trucker/alerts/read', () => {
  it('marks the given alerts read, tells every tab the unread count, and then all of them', async () => {
    const trucker = await createAlertedTrucker(t);
    const loads = [
      await postedLoad(t, broker.token, stepDeckLoad()),
      await postedLoad(t, broker.token, stepDeckLoad()),
      await postedLoad(t, broker.token, stepDeckLoad()),
    ];
    const tab = await follow(t, [`user:${trucker.userId}`], trucker.token);
    const [newest] = (await page(trucker.token)).items;

    const one = await markRead(trucker.token, { ids: [newest!.id, newest!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 2 });
    const event = await tab.next((m) => m.type === 'event' && m.event.type === 'alert.read');
    expect(event).toMatchObject({ event: { topic: `user:${trucker.userId}`, data: { unread: 2 } } });
    const after = await page(trucker.token);
    expect(after.unread).toBe(2);
    expect(after.items.find((a) => a.id === newest!.id)?.readAt).not.toBeNull();

    expect((await markRead(trucker.token, {})).json()).toEqual({ unread: 0 });
    for (const load of loads) {
      expect((await alertsFor(t, trucker.userId, load.id))[0]?.read_at).not.toBeNull();
    }
    tab.socket.close();
  });

  it("answers 404 for another trucker's alert and marks nothing, not even the caller's own", async () => {
    const a = await createAlertedTrucker(t);
    const b = await createAlertedTrucker(t);
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    const [aAlert] = await alertsFor(t, a.userId, load.id);
    const [bAlert] = await alertsFor(t, b.userId, load.id);

    const res = await markRead(a.token, { ids: [aAlert!.id, bAlert!.id] });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await alertsFor(t, a.userId, load.id))[0]?.read_at).toBeNull();
    expect((await alertsFor(t, b.userId, load.id))[0]?.read_at).toBeNull();
    const unknown = await markRead(a.token, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses ids that are not UUIDs and an empty list, naming the field', async () => {
    const a = await createAlertedTrucker(t);
    const bad = await markRead(a.token, { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^ids/);
    expect((await markRead(a.token, { ids: [] })).statusCode).toBe(400);
  });
});
