import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADS_TOPIC } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createFundedBooking } from './helpers/contracts';
import { auditActions, bearer, createAuthTestApp, latestMail, mailCount } from './helpers/auth';
import { createBooking, createTrucker, eventAbout, follow, insertLoad, postedLoad } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let brokerA: TestAccount;
let brokerB: TestAccount;
let trucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [brokerA, brokerB, trucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

const list = (query: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/loads?${query}`, headers: bearer(token) });
const cancel = (id: string, payload: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/loads/${id}/cancel`, headers: bearer(token), payload });
const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((l) => l.id);

describe('GET /api/admin/loads', () => {
  it('lists every broker’s loads with filters by status, broker and reference / city / commodity', async () => {
    const a = await postedLoad(t, brokerA.token, { commodity: 'Frozen shrimp', equipment: 'Reefer' });
    const b = await insertLoad(t, { brokerId: brokerB.userId, from: 'oklahomaCity', to: 'dallas' });
    const expired = await insertLoad(t, {
      brokerId: brokerB.userId,
      status: 'expired',
      expiresInSeconds: -9,
    });

    const all = await list('pageSize=100');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([a.id, b.id, expired.id]));
    expect(ids(await list(`brokerId=${brokerB.userId}&pageSize=100`)).sort()).toEqual(
      [b.id, expired.id].sort(),
    );
    expect(ids(await list(`brokerId=${brokerB.userId}&status=expired`))).toEqual([expired.id]);
    expect(ids(await list('q=shrimp'))).toEqual([a.id]);
    expect(ids(await list('q=oklahoma'))).toEqual([b.id]);
    expect(ids(await list(`q=HC-${b.number}`))).toEqual([b.id]);
    expect(ids(await list(`q=${a.number}`))).toContain(a.id);
    expect((await list('', brokerA.token)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/loads/:id/cancel', () => {
  it('cancels an active load with the reason: off the board, audited, broker emailed', async () => {
    const load = await postedLoad(t, brokerA.token);
    const board = await follow(t, [LOADS_TOPIC]);
    const res = await cancel(load.id, { reason: 'Duplicate posting' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate posting',
      booking: null,
    });
    expect(await eventAbout(board, LOADS_TOPIC, 'load.removed', load.id)).toEqual({
      id: load.id,
      status: 'cancelled',
    });
    board.socket.close();
    expect(await auditActions(t, load.id)).toContain('load.cancelled_by_admin');
    const mail = await latestMail(t.app, brokerA.email);
    expect(mail.subject).toContain(`HC-${load.number}`);
    expect(mail.text).toContain('Duplicate posting');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${load.id}`,
      headers: bearer(trucker.token),
    });
    expect(seen.statusCode).toBe(404);
  });

  it('cancels a booked load and its booking: both parties are told and emailed, the trucker cannot go on', async () => {
    const { loadId, bookingId, number } = await createBooking(t, brokerA.userId, trucker);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/pickup`,
      headers: bearer(trucker.token),
    });
    const truckerTabs = await follow(t, [`user:${trucker.userId}`], trucker.token);
    const truckerMails = await mailCount(t.app, trucker.email);

    const res = await cancel(loadId, { reason: 'Shipper went out of business' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', booking: { id: bookingId } });
    const event = await eventAbout(truckerTabs, `user:${trucker.userId}`, 'booking.updated', bookingId);
    expect(event).toMatchObject({ stage: 'cancelled', loadId, loadNumber: number });
    truckerTabs.socket.close();

    expect(await mailCount(t.app, trucker.email)).toBe(truckerMails + 1);
    expect((await latestMail(t.app, trucker.email)).text).toContain('Shipper went out of business');
    expect((await latestMail(t.app, brokerA.email)).subject).toContain(`HC-${number}`);

    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: bearer(trucker.token),
    });
    expect(booking.json()).toMatchObject({
      stage: 'cancelled',
      cancelledAt: expect.any(String),
      cancelReason: 'Shipper went out of business',
    });
    const deliver = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/deliver`,
      headers: bearer(trucker.token),
      payload: { note: 'Delivered anyway' },
    });
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json().detail).toBe('This booking was cancelled');
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/bookings?scope=history',
      headers: bearer(trucker.token),
    });
    expect(history.json().items.map((b: { id: string }) => b.id)).toContain(bookingId);
  });

  it('refuses delivered and cancelled loads with 409, unknown ones with 404 and a missing reason with 400', async () => {
    const { loadId, bookingId } = await createFundedBooking(t, brokerA, trucker);
    const go = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/${action}`,
        headers: bearer(trucker.token),
        ...(payload ? { payload } : {}),
      });
    await go('pickup');
    await go('deliver', { note: 'Signed' });
    const delivered = await cancel(loadId, { reason: 'Too late' });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().code).toBe('conflict');

    const load = await postedLoad(t, brokerB.token);
    expect((await cancel(load.id, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await cancel(load.id, { reason: 'Spam again' })).statusCode).toBe(409);
    expect((await cancel('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);

    const other = await postedLoad(t, brokerB.token);
    const missing = await cancel(other.id, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    expect((await cancel(other.id, { reason: 'Mine' }, brokerB.token)).statusCode).toBe(403);
  });
});
