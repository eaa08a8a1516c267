import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOADS_TOPIC } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import {
  createBooking,
  createTrucker,
  eventAbout,
  follow,
  insertLoad,
  loadInput,
  postedLoad,
} from './helpers/loads';
import { createBroker, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let brokerA: TestAccount;
let brokerB: TestAccount;
let trucker: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [brokerA, brokerB, trucker] = await Promise.all([
    createVerifiedBroker(t),
    createVerifiedBroker(t),
    createTrucker(t),
  ]);
});
afterAll(async () => t?.close());

const BOOKED = 'This load has been booked and can no longer be edited';

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const edit = (id: string, token: string, overrides = {}) => {
  const { expiryHours: _ignored, ...fields } = loadInput(overrides);
  return call('PUT', `/api/broker/loads/${id}`, token, fields);
};
const truckerSees = async (id: string) =>
  (await call('GET', `/api/loads/${id}`, trucker.token)).statusCode === 200;

describe('GET /api/broker/loads', () => {
  it("lists only the broker's own loads, newest first, with status filter and pages", async () => {
    const broker = await createVerifiedBroker(t);
    const first = await postedLoad(t, broker.token, { commodity: 'Lumber' });
    const second = await postedLoad(t, broker.token, { commodity: 'Pipe' });
    await insertLoad(t, { brokerId: broker.userId, status: 'expired', expiresInSeconds: -60 });
    await postedLoad(t, brokerA.token);

    const all = (await call('GET', '/api/broker/loads', broker.token)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((l: { id: string }) => l.id).slice(1)).toEqual([second.id, first.id]);

    const active = (await call('GET', '/api/broker/loads?status=active', broker.token)).json();
    expect(active.items.map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);

    const page = (await call('GET', '/api/broker/loads?page=2&pageSize=2', broker.token)).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    const past = (await call('GET', '/api/broker/loads?page=9&pageSize=2', broker.token)).json();
    expect(past).toMatchObject({ total: 3, items: [] });
  });

  it('shows who booked a load and how many chat threads it has', async () => {
    const booked = await createBooking(t, brokerA.userId, trucker);
    const res = await call('GET', `/api/broker/loads/${booked.loadId}`, brokerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'booked',
      booking: { id: booked.bookingId, trucker: { id: trucker.userId, name: 'Tia Trucker' } },
      threadCount: 0,
    });
    await t.db.database.db.execute(
      sql`INSERT INTO chat_threads (load_id, trucker_id, broker_id) VALUES (${booked.loadId}, ${trucker.userId}, ${brokerA.userId})`,
    );
    expect((await call('GET', `/api/broker/loads/${booked.loadId}`, brokerA.token)).json().threadCount).toBe(
      1,
    );
  });
});

describe("another broker's load", () => {
  it('is a 404 for every broker route', async () => {
    const load = await postedLoad(t, brokerA.token);
    const responses = [
      await call('GET', `/api/broker/loads/${load.id}`, brokerB.token),
      await edit(load.id, brokerB.token, { rateCents: 1 }),
      await call('POST', `/api/broker/loads/${load.id}/cancel`, brokerB.token, {}),
      await call('POST', `/api/broker/loads/${load.id}/repost`, brokerB.token, { expiryHours: 1 }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await call('GET', `/api/broker/loads/${load.id}`, brokerA.token)).json()).toMatchObject({
      status: 'active',
      rateCents: load.rateCents,
    });
  });
});

describe('PUT /api/broker/loads/:id', () => {
  it('edits an active load: the board shows the new rate and hears of it', async () => {
    const load = await postedLoad(t, brokerA.token);
    const board = await follow(t, [LOADS_TOPIC]);
    const res = await edit(load.id, brokerA.token, { rateCents: 120_000, miles: 300, commodity: 'Rebar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rateCents: 120_000,
      miles: 300,
      ratePerMileCents: 400,
      commodity: 'Rebar',
    });
    expect(await eventAbout(board, LOADS_TOPIC, 'load.updated', load.id)).toEqual({
      id: load.id,
      status: 'active',
    });
    board.socket.close();
    expect((await call('GET', `/api/loads/${load.id}`, trucker.token)).json()).toMatchObject({
      rateCents: 120_000,
    });
  });

  it('edits an expired load, which stays expired', async () => {
    const { id } = await insertLoad(t, {
      brokerId: brokerA.userId,
      status: 'expired',
      expiresInSeconds: -60,
    });
    const res = await edit(id, brokerA.token, { commodity: 'Hay' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'expired', commodity: 'Hay' });
  });

  it('refuses a booked load with 409 and leaves it unchanged', async () => {
    const booked = await createBooking(t, brokerA.userId, trucker);
    const res = await edit(booked.loadId, brokerA.token, { rateCents: 1_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: BOOKED });
    expect((await call('GET', `/api/broker/loads/${booked.loadId}`, brokerA.token)).json().rateCents).toBe(
      90_000,
    );
  });

  it('checks the places and windows again (400 on the field) and needs a verified broker', async () => {
    const load = await postedLoad(t, brokerA.token);
    const bad = await edit(load.id, brokerA.token, {
      delivery: { city: 'Houston', state: 'TX', zip: '00000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['delivery.zip']);

    const pending = await createBroker(t, { status: 'pending' });
    const { id } = await insertLoad(t, { brokerId: pending.userId });
    const refused = await edit(id, pending.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Your broker account is not verified yet');
  });
});

describe('POST /api/broker/loads/:id/cancel', () => {
  it('takes the load off the board with the reason; a repeat answers it unchanged', async () => {
    const load = await postedLoad(t, brokerA.token);
    const board = await follow(t, [LOADS_TOPIC]);
    const res = await call('POST', `/api/broker/loads/${load.id}/cancel`, brokerA.token, {
      reason: 'Shipper cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Shipper cancelled' });
    expect(res.json().cancelledAt).toEqual(expect.any(String));
    expect(await eventAbout(board, LOADS_TOPIC, 'load.removed', load.id)).toEqual({
      id: load.id,
      status: 'cancelled',
    });
    board.socket.close();
    expect(await truckerSees(load.id)).toBe(false);

    const again = await call('POST', `/api/broker/loads/${load.id}/cancel`, brokerA.token, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'cancelled', cancelledAt: res.json().cancelledAt });
  });

  it('refuses a booked load with 409', async () => {
    const booked = await createBooking(t, brokerA.userId, trucker);
    const res = await call('POST', `/api/broker/loads/${booked.loadId}/cancel`, brokerA.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
  });
});

describe('POST /api/broker/loads/:id/repost', () => {
  it('puts an expired load back on the board with a fresh expiry from now', async () => {
    const { id } = await insertLoad(t, {
      brokerId: brokerA.userId,
      status: 'expired',
      expiresInSeconds: -60,
    });
    expect(await truckerSees(id)).toBe(false);
    const board = await follow(t, [LOADS_TOPIC]);
    const res = await call('POST', `/api/broker/loads/${id}/repost`, brokerA.token, { expiryHours: 3 });
    expect(res.statusCode).toBe(200);
    const load = res.json();
    expect(load).toMatchObject({ status: 'active', expiryHours: 3 });
    expect(Math.abs(Date.parse(load.expiresAt) - Date.now() - 3 * 3_600_000)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(load.postedAt) - Date.now())).toBeLessThan(60_000);
    expect(await eventAbout(board, LOADS_TOPIC, 'load.posted', id)).toEqual({ id, status: 'active' });
    board.socket.close();
    expect(await truckerSees(id)).toBe(true);
  });

  it('refuses a load whose pickup window has ended (400 on pickupWindowEnd)', async () => {
    const { id } = await insertLoad(t, {
      brokerId: brokerA.userId,
      status: 'expired',
      expiresInSeconds: -60,
    });
    await t.db.database.db.execute(
      sql`UPDATE loads SET pickup_window_start = now() - interval '5 hours', pickup_window_end = now() - interval '1 hour' WHERE id = ${id}`,
    );
    const res = await call('POST', `/api/broker/loads/${id}/repost`, brokerA.token, { expiryHours: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['pickupWindowEnd']);
    expect((await call('GET', `/api/broker/loads/${id}`, brokerA.token)).json().status).toBe('expired');
  });

  it('refuses a booked load with 409 and an unverified broker with 403', async () => {
    const booked = await createBooking(t, brokerA.userId, trucker);
    const res = await call('POST', `/api/broker/loads/${booked.loadId}/repost`, brokerA.token, {
      expiryHours: 1,
    });
    expect(res.statusCode).toBe(409);
    const rejected = await createBroker(t, { status: 'rejected' });
    const { id } = await insertLoad(t, {
      brokerId: rejected.userId,
      status: 'expired',
      expiresInSeconds: -1,
    });
    const refused = await call('POST', `/api/broker/loads/${id}/repost`, rejected.token, { expiryHours: 1 });
    expect(refused.statusCode).toBe(403);
  });
});
