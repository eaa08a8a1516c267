import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOAD_JUST_BOOKED_MESSAGE, LOADS_TOPIC } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, latestMail } from './helpers/auth';
import {
  bookLoad,
  createBooking,
  createTrucker,
  eventAbout,
  follow,
  insertLoad,
  postedLoad,
} from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let trucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, admin] = await Promise.all([
    createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Reyes' }),
    createTrucker(t, {
      firstName: 'Ray',
      lastName: 'Holt',
      companyName: 'Holt Hotshot LLC',
      phone: '+18175550123',
    }),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const bookingCount = async (loadId: string) =>
  (await t.db.database.db.execute(sql`SELECT 1 FROM bookings WHERE load_id = ${loadId}`)).rows.length;

describe('POST /api/loads/:id/book', () => {
  it('books the load for the trucker at its rate, with both parties’ contacts', async () => {
    const { id, number } = await insertLoad(t, { brokerId: broker.userId, rateCents: 90_000, miles: 240 });
    const res = await bookLoad(t, trucker.token, id, { rateCents: 90_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      stage: 'booked',
      rateCents: 90_000,
      miles: 240,
      ratePerMileCents: 375,
      pickedUpAt: null,
      podPhoto: null,
      threadId: null,
      load: { id, number, status: 'booked' },
      trucker: {
        id: trucker.userId,
        name: 'Ray Holt',
        companyName: 'Holt Hotshot LLC',
        email: trucker.email,
        phone: '+18175550123',
      },
      broker: { id: broker.userId, name: 'Dana Reyes', companyName: broker.companyName, email: broker.email },
    });
    expect(res.json().broker.mcNumber).toMatch(/^\d+$/);
  });

  it('emails the rate confirmation to both parties', async () => {
    const { id, number } = await insertLoad(t, { brokerId: broker.userId, rateCents: 90_000, miles: 240 });
    expect((await bookLoad(t, trucker.token, id, { confirmOverlap: true })).statusCode).toBe(201);
    for (const to of [trucker.email, broker.email]) {
      const mail = await latestMail(t.app, to);
      expect(mail.subject).toContain(`HC-${number}`);
      for (const part of [
        `HC-${number}`,
        'Dallas, TX 75201 → Houston, TX 77002',
        'Flatbed',
        '$900.00 for 240 miles ($3.75/mile)',
        'Dana Reyes',
        broker.email,
        'Ray Holt, Holt Hotshot LLC',
        trucker.email,
        'Pickup:',
        'Delivery:',
      ]) {
        expect(mail.text, to).toContain(part);
      }
      // Appointment times in the local time of the place (Texas: Central).
      expect(mail.text).toMatch(/Pickup: +\w{3}, \w{3} \d+, \d+:\d\d [AP]M C[SD]T – /);
    }
  });

  it('tells both parties, the board, the broker’s screens and admins', async () => {
    const { id, number } = await insertLoad(t, { brokerId: broker.userId });
    const board = await follow(t, [LOADS_TOPIC]);
    const truckerTabs = await follow(t, [`user:${trucker.userId}`], trucker.token);
    const brokerTabs = await follow(t, [`user:${broker.userId}`], broker.token);
    const admins = await follow(t, ['admin'], admin.token);
    const booking = (await bookLoad(t, trucker.token, id, { confirmOverlap: true })).json();

    const event = {
      id: booking.id,
      loadId: id,
      stage: 'booked',
      truckerName: 'Ray Holt',
      loadNumber: number,
    };
    expect(await eventAbout(truckerTabs, `user:${trucker.userId}`, 'booking.updated', booking.id)).toEqual(
      event,
    );
    expect(await eventAbout(brokerTabs, `user:${broker.userId}`, 'booking.updated', booking.id)).toEqual(
      event,
    );
    expect(await eventAbout(board, LOADS_TOPIC, 'load.removed', id)).toEqual({ id, status: 'booked' });
    expect(await eventAbout(brokerTabs, `user:${broker.userId}`, 'load.updated', id)).toEqual({
      id,
      status: 'booked',
    });
    expect(await eventAbout(admins, 'admin', 'load.updated', id)).toEqual({ id, status: 'booked' });
    for (const c of [board, truckerTabs, brokerTabs, admins]) c.socket.close();
  });

  it('refuses a changed rate with 409 and changes nothing', async () => {
    const { id } = await insertLoad(t, { brokerId: broker.userId, rateCents: 90_000 });
    const res = await bookLoad(t, trucker.token, id, { rateCents: 85_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: 'The rate of this load has changed' });
    expect(await bookingCount(id)).toBe(0);
    expect((await get(`/api/loads/${id}`, trucker.token)).json().status).toBe('active');
  });

  it('answers a load someone else booked with 409 "This load has just been booked"', async () => {
    const { loadId } = await createBooking(t, broker.userId, trucker);
    const other = await createTrucker(t);
    const res = await bookLoad(t, other.token, loadId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: LOAD_JUST_BOOKED_MESSAGE });
  });

  it('answers expired and cancelled loads with 410, and unknown ones with 404', async () => {
    const expired = await insertLoad(t, {
      brokerId: broker.userId,
      status: 'expired',
      expiresInSeconds: -60,
    });
    const lapsed = await insertLoad(t, { brokerId: broker.userId, expiresInSeconds: -1 });
    for (const id of [expired.id, lapsed.id]) {
      const res = await bookLoad(t, trucker.token, id);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'gone', detail: 'This load has expired' });
    }
    const cancelled = await postedLoad(t, broker.token);
    await t.app.inject({
      method: 'POST',
      url: `/api/broker/loads/${cancelled.id}/cancel`,
      headers: bearer(broker.token),
      payload: {},
    });
    const res = await bookLoad(t, trucker.token, cancelled.id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'gone', detail: 'This load was cancelled' });
    const unknown = await bookLoad(t, trucker.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const id of [expired.id, lapsed.id, cancelled.id]) expect(await bookingCount(id)).toBe(0);
  });

  it('is refused to brokers and admins by the role policy', async () => {
    const { id } = await insertLoad(t, { brokerId: broker.userId });
    for (const token of [broker.token, admin.token]) {
      const res = await bookLoad(t, token, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await bookingCount(id)).toBe(0);
  });
});

describe('reading bookings', () => {
  it('lets the trucker, the broker and admins read a booking; anyone else gets 404', async () => {
    const { bookingId } = await createBooking(t, broker.userId, trucker);
    for (const token of [trucker.token, broker.token, admin.token]) {
      const res = await get(`/api/bookings/${bookingId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: bookingId, trucker: { email: trucker.email } });
    }
    const [otherTrucker, otherBroker] = await Promise.all([createTrucker(t), createVerifiedBroker(t)]);
    for (const token of [otherTrucker.token, otherBroker.token]) {
      const res = await get(`/api/bookings/${bookingId}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(trucker.email);
    }
  });

  it('lists each party’s bookings newest first, active or history', async () => {
    const [t1, b1] = await Promise.all([createTrucker(t), createVerifiedBroker(t)]);
    const first = await createBooking(t, b1.userId, t1);
    const second = await createBooking(t, b1.userId, t1);
    await createBooking(t, broker.userId, trucker);

    for (const [url, token] of [
      ['/api/trucker/bookings', t1.token],
      ['/api/broker/bookings', b1.token],
    ] as const) {
      const active = (await get(url, token)).json();
      expect(active).toMatchObject({ total: 2, page: 1 });
      expect(active.items.map((b: { id: string }) => b.id)).toEqual([second.bookingId, first.bookingId]);
      const paged = (await get(`${url}?pageSize=1&page=2`, token)).json();
      expect(paged.items.map((b: { id: string }) => b.id)).toEqual([first.bookingId]);
      expect((await get(`${url}?scope=history`, token)).json()).toMatchObject({ total: 0, items: [] });
    }
  });
});
