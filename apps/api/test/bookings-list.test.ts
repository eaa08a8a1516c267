import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STAGES, type BookingStage } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { fundContract } from './helpers/contracts';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createBooking, createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;
/** The bookings of `broker`'s loads by stage: `trucker` has one at every stage, `otherTrucker` one booked. */
const mine = {} as Record<BookingStage, string>;
let othersBooked: string;

async function post(url: string, token: string, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createTrucker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
  for (const stage of BOOKING_STAGES) {
    const { bookingId, loadId } = await createBooking(t, broker.userId, trucker);
    mine[stage] = bookingId;
    if (stage === 'cancelled')
      await post(`/api/admin/loads/${loadId}/cancel`, admin.token, { reason: 'Shipper pulled it' });
    if (stage === 'booked' || stage === 'cancelled') continue;
    await fundContract(t, bookingId, broker, trucker);
    await post(`/api/bookings/${bookingId}/pickup`, trucker.token);
    if (stage === 'in_transit') continue;
    await post(`/api/bookings/${bookingId}/deliver`, trucker.token, { note: 'Signed at dock 2' });
    if (stage === 'confirmed') await post(`/api/bookings/${bookingId}/confirm`, broker.token);
  }
  othersBooked = (await createBooking(t, broker.userId, otherTrucker)).bookingId;
});
afterAll(async () => t?.close());

const SCOPE_OF: Record<BookingStage, 'active' | 'history'> = {
  booked: 'active',
  in_transit: 'active',
  delivered: 'active',
  confirmed: 'history',
  cancelled: 'history',
};

async function list(side: 'broker' | 'trucker', token: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${side}/bookings?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, query).toBe(200);
  const body = res.json<{ items: { id: string; stage: string }[]; total: number }>();
  return {
    ids: body.items.map((b) => b.id).sort(),
    stages: body.items.map((b) => b.stage),
    total: body.total,
  };
}

describe('GET /api/{broker,trucker}/bookings?stage=', () => {
  it('returns exactly the broker’s bookings at that stage, items and total', async () => {
    for (const stage of BOOKING_STAGES) {
      const expected = (stage === 'booked' ? [mine.booked, othersBooked] : [mine[stage]]).sort();
      const got = await list('broker', broker.token, `scope=${SCOPE_OF[stage]}&stage=${stage}`);
      expect(got, stage).toEqual({
        ids: expected,
        stages: expected.map(() => stage),
        total: expected.length,
      });
    }
  });

  it('returns exactly the trucker’s own bookings at that stage, items and total', async () => {
    for (const stage of BOOKING_STAGES) {
      const got = await list('trucker', trucker.token, `scope=${SCOPE_OF[stage]}&stage=${stage}`);
      expect(got, stage).toEqual({ ids: [mine[stage]], stages: [stage], total: 1 });
    }
    const other = await list('trucker', otherTrucker.token, 'stage=booked');
    expect(other).toEqual({ ids: [othersBooked], stages: ['booked'], total: 1 });
    expect((await list('trucker', otherTrucker.token, 'stage=in_transit')).total).toBe(0);
  });

  it('counts the whole stage on every page, also past the last one', async () => {
    const first = await list('broker', broker.token, 'stage=booked&pageSize=1');
    expect(first.ids).toHaveLength(1);
    expect(first.total).toBe(2);
    expect(await list('broker', broker.token, 'stage=booked&pageSize=1&page=3')).toEqual({
      ids: [],
      stages: [],
      total: 2,
    });
  });

  it('yields no rows for a stage the scope excludes (scope defaults to active)', async () => {
    for (const query of [
      'stage=confirmed',
      'scope=active&stage=cancelled',
      'scope=history&stage=booked',
      'scope=history&stage=delivered',
    ]) {
      expect(await list('broker', broker.token, query), query).toEqual({ ids: [], stages: [], total: 0 });
    }
  });

  it('refuses an unknown stage with 400 on stage', async () => {
    for (const side of ['broker', 'trucker'] as const) {
      const token = side === 'broker' ? broker.token : trucker.token;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${side}/bookings?stage=lost`,
        headers: bearer(token),
      });
      expect(res.statusCode, side).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['stage']);
    }
  });
});
