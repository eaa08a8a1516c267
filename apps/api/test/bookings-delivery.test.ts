import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POD_PHOTO } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createFundedBooking } from './helpers/contracts';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4, 0),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(50, 2),
]);

function step(bookingId: string, action: 'pickup' | 'deliver' | 'confirm', token: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/${action}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}
function upload(token: string, contentType: string, body: Buffer | string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/pod-photo',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}
const photo = (bookingId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pod-photo`, headers: bearer(token) });
const loadStatus = async (loadId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/broker/loads/${loadId}`, headers: bearer(broker.token) })
  ).json().status as string;

describe('delivery steps', () => {
  it('moves a booking through pickup, delivery with proof, and the broker’s confirmation', async () => {
    const { bookingId, loadId } = await createFundedBooking(t, broker, trucker);
    const truckerTabs = await follow(t, [`user:${trucker.userId}`], trucker.token);
    const brokerTabs = await follow(t, [`user:${broker.userId}`], broker.token);
    const admins = await follow(t, ['admin'], admin.token);

    const picked = await step(bookingId, 'pickup', trucker.token);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ stage: 'in_transit', pickedUpAt: expect.any(String) });
    expect(await loadStatus(loadId)).toBe('in_transit');
    expect(
      (await eventAbout(truckerTabs, `user:${trucker.userId}`, 'booking.updated', bookingId)).stage,
    ).toBe('in_transit');
    expect(await eventAbout(admins, 'admin', 'load.updated', loadId)).toEqual({
      id: loadId,
      status: 'in_transit',
    });
    const repeat = await step(bookingId, 'pickup', trucker.token);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().pickedUpAt).toBe(picked.json().pickedUpAt);

    const uploaded = await upload(trucker.token, 'image/png', PNG);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ contentType: 'image/png', byteSize: PNG.length });
    const delivered = await step(bookingId, 'deliver', trucker.token, {
      note: 'Signed by J. Smith at dock 4',
      photoId: uploaded.json().id,
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      stage: 'delivered',
      podNote: 'Signed by J. Smith at dock 4',
      podPhoto: { contentType: 'image/png', byteSize: PNG.length },
    });
    expect(await loadStatus(loadId)).toBe('delivered');
    expect(
      (await eventAbout(brokerTabs, `user:${broker.userId}`, 'booking.updated', bookingId)).stage,
    ).toBeDefined();
    const again = await step(bookingId, 'deliver', trucker.token, { note: 'Changed my mind' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      podNote: 'Signed by J. Smith at dock 4',
      deliveredAt: delivered.json().deliveredAt,
    });

    const confirmed = await step(bookingId, 'confirm', broker.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ stage: 'confirmed', confirmedAt: expect.any(String) });
    const reconfirmed = await step(bookingId, 'confirm', broker.token);
    expect(reconfirmed.json().confirmedAt).toBe(confirmed.json().confirmedAt);
    const stages = brokerTabs.messages
      .filter((m) => m.type === 'event' && m.event.type === 'booking.updated')
      .map((m) => (m.type === 'event' ? (m.event.data as { stage: string }).stage : ''));
    expect(stages).toEqual(expect.arrayContaining(['in_transit', 'delivered']));
    await brokerTabs.next(
      (m) =>
        m.type === 'event' &&
        m.event.type === 'booking.updated' &&
        (m.event.data as { stage: string }).stage === 'confirmed',
    );
    for (const c of [truckerTabs, brokerTabs, admins]) c.socket.close();

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/bookings?scope=history',
      headers: bearer(trucker.token),
    });
    expect(history.json().items.map((b: { id: string }) => b.id)).toContain(bookingId);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/bookings',
      headers: bearer(trucker.token),
    });
    expect(active.json().items.map((b: { id: string }) => b.id)).not.toContain(bookingId);
  });

  it('refuses steps out of order with 409', async () => {
    const { bookingId } = await createFundedBooking(t, broker, trucker);
    const early = await step(bookingId, 'deliver', trucker.token, { note: 'Dropped' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Mark the load picked up before delivering it');
    const confirm = await step(bookingId, 'confirm', broker.token);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('conflict');
    expect((await step(bookingId, 'deliver', trucker.token, {})).statusCode).toBe(400); // the note is required
  });

  it('lets only the booking’s trucker move it and only its broker confirm it (404 for others)', async () => {
    const { bookingId } = await createFundedBooking(t, broker, trucker);
    const [otherTrucker, otherBroker] = await Promise.all([createTrucker(t), createVerifiedBroker(t)]);
    for (const action of ['pickup', 'deliver'] as const) {
      const res = await step(bookingId, action, otherTrucker.token, { note: 'Not mine' });
      expect(res.statusCode).toBe(404);
    }
    expect((await step(bookingId, 'pickup', broker.token)).statusCode).toBe(403);
    expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
    expect((await step(bookingId, 'deliver', trucker.token, { note: 'Done' })).statusCode).toBe(200);
    expect((await step(bookingId, 'confirm', otherBroker.token)).statusCode).toBe(404);
    expect((await step(bookingId, 'confirm', trucker.token)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: bearer(otherTrucker.token),
    });
    expect(read.statusCode).toBe(404);
  });

  it('accepts only a photo the trucker uploaded (400 on photoId)', async () => {
    const { bookingId } = await createFundedBooking(t, broker, trucker);
    await step(bookingId, 'pickup', trucker.token);
    const other = await createTrucker(t);
    const theirs = (await upload(other.token, 'image/jpeg', JPEG)).json().id;
    for (const photoId of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const res = await step(bookingId, 'deliver', trucker.token, { note: 'Signed', photoId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['photoId']);
    }
    const ok = await step(bookingId, 'deliver', trucker.token, { note: 'Signed' });
    expect(ok.json()).toMatchObject({ stage: 'delivered', podPhoto: null });
  });
});

describe('POST /api/uploads/pod-photo', () => {
  it('stores JPEG, PNG and WebP images', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', JPEG],
      ['image/png', PNG],
      ['image/webp', WEBP],
    ] as const) {
      const res = await upload(trucker.token, type, bytes);
      expect(res.statusCode, type).toBe(201);
      expect(res.json()).toMatchObject({ id: expect.any(String), contentType: type, byteSize: bytes.length });
    }
  });

  it('refuses other types and bytes that are not the declared image with 415', async () => {
    const cases: [string, Buffer | string][] = [
      ['image/png', JPEG],
      ['image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['image/gif', Buffer.from('GIF89a....')],
      ['text/plain', 'hello'],
      ['application/json', '{"photo":"x"}'],
    ];
    for (const [type, body] of cases) {
      const res = await upload(trucker.token, type, body);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
  });

  it('refuses a photo over the size limit with 413, and non-truckers by role', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(POD_PHOTO.maxBytes, 1)]);
    const res = await upload(trucker.token, 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect((await upload(broker.token, 'image/png', PNG)).statusCode).toBe(403);
  });
});

describe('GET /api/bookings/:id/pod-photo', () => {
  it('serves the photo privately to the parties and admins; 404 for others and without a photo', async () => {
    const { bookingId } = await createFundedBooking(t, broker, trucker);
    await step(bookingId, 'pickup', trucker.token);
    expect((await photo(bookingId, trucker.token)).statusCode).toBe(404);
    const photoId = (await upload(trucker.token, 'image/webp', WEBP)).json().id;
    await step(bookingId, 'deliver', trucker.token, { note: 'Left at gate', photoId });

    for (const token of [trucker.token, broker.token, admin.token]) {
      const res = await photo(bookingId, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('private');
      expect(res.rawPayload.equals(WEBP)).toBe(true);
    }
    const other = await createTrucker(t);
    expect((await photo(bookingId, other.token)).statusCode).toBe(404);
  });
});
