import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES, LOADS_TOPIC, MAX_LOAD_MILES, estimateRoadMiles } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow, loadInput, PLACES, postLoad } from './helpers/loads';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  type TestAccount,
} from './helpers/membership';

let t: TestApp;
let broker: TestAccount & { companyName: string };
beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => t?.close());

const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('POST /api/broker/loads', () => {
  it('posts a located load with the road-mile estimate, the rate per mile and an expiry from now', async () => {
    const res = await postLoad(t, broker.token, {
      pickup: { city: 'dallas', state: 'tx', zip: '75201' },
      expiryHours: 2,
    });
    expect(res.statusCode).toBe(201);
    const load = res.json();
    const estimate = estimateRoadMiles(PLACES.dallas, PLACES.houston);
    expect(load).toMatchObject({
      status: 'active',
      pickup: { city: 'Dallas', state: 'TX', zip: '75201', lat: PLACES.dallas.lat, lng: PLACES.dallas.lng },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      miles: estimate,
      estimatedMiles: estimate,
      rateCents: 95_000,
      ratePerMileCents: Math.round(95_000 / estimate),
      expiryHours: 2,
      booking: null,
      cancelledAt: null,
      threadCount: 0,
      broker: { id: broker.userId, companyName: broker.companyName },
    });
    expect(load.number).toBeGreaterThan(0);
    expect(Date.parse(load.expiresAt) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(Date.parse(load.expiresAt) - Date.now()).toBeLessThanOrEqual(2 * 3_600_000 + 5_000);
  });

  it.each(EQUIPMENT_TYPES)('posts a load calling for %s from the equipment catalogue', async (equipment) => {
    const res = await postLoad(t, broker.token, { equipment });
    expect(res.statusCode).toBe(201);
    expect(res.json().equipment).toBe(equipment);
  });

  it("keeps the broker's own miles and still records the estimate", async () => {
    const res = await postLoad(t, broker.token, { miles: 250, rateCents: 100_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      miles: 250,
      estimatedMiles: estimateRoadMiles(PLACES.dallas, PLACES.houston),
      ratePerMileCents: 400,
    });
  });

  it.each([
    ['pickup.zip', 'an unknown ZIP', { pickup: { city: 'Dallas', state: 'TX', zip: '00000' } }],
    ['pickup.zip', 'a ZIP in another state', { pickup: { city: 'Dallas', state: 'TX', zip: '73102' } }],
    ['pickup.city', 'an unknown city', { pickup: { city: 'Atlantis', state: 'TX', zip: '75201' } }],
    ['delivery.zip', 'an unknown delivery ZIP', { delivery: { city: 'Houston', state: 'TX', zip: '99999' } }],
    ['delivery.city', 'a city of another state', { delivery: { city: 'Denver', state: 'TX', zip: '77002' } }],
    ['miles', 'miles over the limit', { miles: MAX_LOAD_MILES + 1 }],
    [
      'pickupWindowEnd',
      'a pickup window in the past',
      { pickupWindowStart: hours(-3), pickupWindowEnd: hours(-1) },
    ],
    ['deliveryWindowStart', 'a delivery before pickup', { deliveryWindowStart: hours(1) }],
    [
      'pickupWindowStart',
      'a pickup over 30 days ahead',
      {
        pickupWindowStart: hours(24 * 31),
        pickupWindowEnd: hours(24 * 31 + 2),
        deliveryWindowStart: hours(24 * 31 + 3),
        deliveryWindowEnd: hours(24 * 31 + 4),
      },
    ],
    ['expiryHours', 'an expiry of 4 hours', { expiryHours: 4 as 1 }],
    ['rateCents', 'a zero rate', { rateCents: 0 }],
    ['equipment', 'a truck type that is not load equipment', { equipment: 'Lowboy' as 'RGN' }],
    ['equipment', 'an unknown equipment code', { equipment: 'reefer' as 'Reefer' }],
  ])('refuses %s (%s) with a 400 naming it, and stores nothing', async (field, _what, overrides) => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/broker/loads', headers: bearer(broker.token) })
    ).json().total;
    const res = await postLoad(t, broker.token, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(fields(res)).toContain(field);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/broker/loads', headers: bearer(broker.token) })
    ).json().total;
    expect(after).toBe(before);
  });

  it('refuses a lane over the limit when no miles are given, naming the estimate', async () => {
    const res = await postLoad(t, broker.token, {
      delivery: { city: 'Denver', state: 'CO', zip: '80202' },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors.find((e: { field: string }) => e.field === 'miles');
    expect(error.message).toContain(String(estimateRoadMiles(PLACES.dallas, PLACES.denver)));
    expect(error.message).toContain(String(MAX_LOAD_MILES));
  });

  it('names every bad place at once', async () => {
    const res = await postLoad(t, broker.token, {
      pickup: { city: 'Atlantis', state: 'TX', zip: '00000' },
      delivery: { city: 'Houston', state: 'TX', zip: '75201' },
    });
    expect(fields(res)).toEqual(expect.arrayContaining(['pickup.zip', 'pickup.city']));
    expect(fields(res)).not.toContain('delivery.zip'); // 75201 is in TX
  });

  it('refuses pending and rejected brokers with 403 and other roles by the role policy', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const unverified = await createBroker(t, { status });
      const res = await postLoad(t, unverified.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'forbidden',
        detail: 'Your broker account is not verified yet',
      });
      // Told they are not verified before anything about the load itself.
      const unlocatable = await postLoad(t, unverified.token, {
        pickup: { city: 'Atlantis', state: 'TX', zip: '00000' },
      });
      expect(unlocatable.statusCode).toBe(403);
      expect(unlocatable.json().code).toBe('forbidden');
      const stored = await t.db.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM loads WHERE broker_id = ${unverified.userId}`,
      );
      expect(stored.rows[0]?.n).toBe(0);
    }
    const trucker = await createTrucker(t);
    const admin = await createAdminAccount(t);
    for (const token of [trucker.token, admin.token]) {
      const res = await postLoad(t, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/broker/loads', payload: loadInput() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('announces the load on the board, to the broker and to admins', async () => {
    const admin = await createAdminAccount(t);
    const board = await follow(t, [LOADS_TOPIC]);
    const own = await follow(t, [`user:${broker.userId}`], broker.token);
    const admins = await follow(t, ['admin'], admin.token);
    const { id } = (await postLoad(t, broker.token)).json();
    expect(await eventAbout(board, LOADS_TOPIC, 'load.posted', id)).toEqual({ id, status: 'active' });
    expect(await eventAbout(own, `user:${broker.userId}`, 'load.updated', id)).toEqual({
      id,
      status: 'active',
    });
    expect(await eventAbout(admins, 'admin', 'load.updated', id)).toEqual({ id, status: 'active' });
    for (const c of [board, own, admins]) c.socket.close();
  });
});

describe('POST /api/broker/loads/estimate and GET /api/geo/locate', () => {
  it('locates both places and estimates the road miles; a bad place is a 400 on its field', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/broker/loads/estimate',
        headers: bearer(broker.token),
        payload,
      });
    const ok = await post({ pickup: loadInput().pickup, delivery: loadInput().delivery });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      pickup: { city: 'Dallas', zip: '75201' },
      delivery: { city: 'Houston', zip: '77002' },
      estimatedMiles: estimateRoadMiles(PLACES.dallas, PLACES.houston),
    });
    const bad = await post({
      pickup: loadInput().pickup,
      delivery: { city: 'Houston', state: 'TX', zip: '00000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['delivery.zip']);
  });

  it('locates "City, ST", "City ST" and ZIP codes for any signed-in user; unknown is a 400 on q', async () => {
    const trucker = await createTrucker(t);
    const locate = (q: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/geo/locate?q=${encodeURIComponent(q)}`,
        headers: token ? bearer(token) : {},
      });
    for (const q of ['Dallas, TX', 'dallas tx', '75201']) {
      const res = await locate(q, trucker.token);
      expect(res.statusCode, q).toBe(200);
      expect(res.json()).toMatchObject({ city: 'Dallas', state: 'TX' });
    }
    const unknown = await locate('Atlantis, TX', broker.token);
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['q']);
    expect((await locate('Dallas, TX')).statusCode).toBe(401);
  });
});
