import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import { PRECOMMITMENT_MESSAGES } from '../src/modules/futures/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  type TestAccount,
} from './helpers/membership';
import {
  acceptPrecommitment,
  createPrecommitment,
  expirePrecommitment,
  futuresCounts,
  getJson,
  postPrecommitment,
  precommitmentInput,
} from './helpers/futures';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let dryVan: TestAccount;
let flatbed: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Whitfield' });
  [dryVan, flatbed] = await Promise.all([
    createTrucker(t, {
      truckType: 'Dry Van',
      firstName: 'Ray',
      lastName: 'Castillo',
      companyName: 'Castillo Freight',
    }),
    createTrucker(t, { truckType: 'Flatbed' }),
  ]);
});
afterAll(async () => t?.close());

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const withdraw = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/precommitments/${id}/withdraw`, headers: bearer(token) });
const openIds = async (token: string) =>
  (await getJson(t, token, '/api/precommitments?pageSize=100')).precommitments.map(
    (p: { id: string }) => p.id,
  ) as string[];

describe('POST /api/precommitments', () => {
  it('posts a rate future with its commitment amount in cents and announces it', async () => {
    const board = await follow(t, ['futures']);
    try {
      const expiresAt = inMinutes(90);
      const res = await postPrecommitment(
        t,
        broker.token,
        precommitmentInput({
          lane_from: '75201',
          forecast_rate: 2.91,
          miles_estimate: 333,
          expires_at: expiresAt,
        }),
      );
      expect(res.statusCode).toBe(201);
      const p = res.json();
      expect(p).toMatchObject({
        broker: { id: broker.userId, name: 'Dana Whitfield', company_name: broker.companyName },
        lane_from: 'Dallas, TX',
        lane_to: 'Austin, TX',
        truck_type: 'dry_van',
        forecast_rate: 2.91,
        miles_estimate: 333,
        // 291 cents × 333 miles = 96,903 cents
        commitment_amount: 969.03,
        status: 'open',
        expires_at: expiresAt,
        locked_by: null,
        contract_id: null,
      });
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.precommitment, p.id)).toEqual({
        id: p.id,
        status: 'open',
      });
    } finally {
      board.socket.close();
    }
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['lane_from missing', { lane_from: undefined }, 'lane_from'],
    ['truck_type missing', { truck_type: undefined }, 'truck_type'],
    ['forecast_rate missing', { forecast_rate: undefined }, 'forecast_rate'],
    ['miles_estimate missing', { miles_estimate: undefined }, 'miles_estimate'],
    ['expires_at missing', { expires_at: undefined }, 'expires_at'],
    ['expires_at in the past', { expires_at: inMinutes(-10) }, 'expires_at'],
    ['expires_at under 5 minutes away', { expires_at: inMinutes(4) }, 'expires_at'],
    ['expires_at over 14 days away', { expires_at: inMinutes(14 * 24 * 60 + 5) }, 'expires_at'],
    ['expires_at not a date-time', { expires_at: 'tomorrow' }, 'expires_at'],
    ['zero rate', { forecast_rate: 0 }, 'forecast_rate'],
    ['rate with 3 decimals', { forecast_rate: 2.999 }, 'forecast_rate'],
    ['negative miles', { miles_estimate: -1 }, 'miles_estimate'],
    ['unknown place', { lane_to: 'Gotham, NY' }, 'lane_to'],
    ['a lane over 400 miles', { lane_to: 'Denver, CO' }, 'lane_to'],
    ['a truck type off the list', { truck_type: 'hotshot' }, 'truck_type'],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_, overrides, field) => {
      const before = await futuresCounts(t);
      const res = await postPrecommitment(t, broker.token, precommitmentInput(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await futuresCounts(t)).toEqual(before);
    },
  );

  it('lets only verified brokers post', async () => {
    const before = await futuresCounts(t);
    const pending = await createBroker(t, { status: 'pending' });
    expect((await postPrecommitment(t, pending.token)).statusCode).toBe(403);
    expect((await postPrecommitment(t, dryVan.token)).statusCode).toBe(403);
    expect((await postPrecommitment(t, (await createAdminAccount(t)).token)).statusCode).toBe(403);
    expect(await futuresCounts(t)).toEqual(before);
  });
});

describe('GET /api/precommitments', () => {
  it('lists only open, unexpired rate futures, newest first, without who locked what', async () => {
    const older = await createPrecommitment(t, broker.token);
    const newer = await createPrecommitment(t, broker.token, { truck_type: 'flatbed' });
    const expired = await createPrecommitment(t, broker.token);
    const withdrawn = await createPrecommitment(t, broker.token);
    const locked = await createPrecommitment(t, broker.token);
    await expirePrecommitment(t, expired.id);
    expect((await withdraw(broker.token, withdrawn.id)).statusCode).toBe(200);
    expect((await acceptPrecommitment(t, dryVan.token, locked.id)).statusCode).toBe(201);

    const list = await getJson(t, dryVan.token, '/api/precommitments?pageSize=100');
    const ids = list.precommitments.map((p: { id: string }) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    for (const gone of [expired, withdrawn, locked]) expect(ids).not.toContain(gone.id);
    expect(list.total).toBe(ids.length);
    const row = (id: string) => list.precommitments.find((p: { id: string }) => p.id === id);
    expect(row(older.id)).toMatchObject({ equipment_fits: true, locked_by: null, contract_id: null });
    expect(row(newer.id)).toMatchObject({ equipment_fits: false });

    // Brokers see the list (equipment_fits null) and their own, every status, as of now.
    const asBroker = await getJson(t, broker.token, '/api/precommitments?pageSize=100');
    expect(asBroker.precommitments.every((p: { equipment_fits: unknown }) => p.equipment_fits === null)).toBe(
      true,
    );
    const own = await getJson(t, broker.token, '/api/broker/precommitments?pageSize=100');
    const status = (id: string) => own.precommitments.find((p: { id: string }) => p.id === id).status;
    expect([status(expired.id), status(withdrawn.id), status(locked.id), status(older.id)]).toEqual([
      'expired',
      'withdrawn',
      'locked',
      'open',
    ]);
    expect(own.precommitments.find((p: { id: string }) => p.id === locked.id)).toMatchObject({
      locked_by: { id: dryVan.userId, name: 'Ray Castillo', company_name: 'Castillo Freight' },
      contract_id: expect.any(String),
    });
  });
});

describe('POST /api/precommitments/accept (accept-precommitment)', () => {
  it('locks it in for the trucker with a pending contract for the commitment amount, seen by both parties', async () => {
    const p = await createPrecommitment(t, broker.token, { forecast_rate: 3.1, miles_estimate: 250 });
    const board = await follow(t, ['futures']);
    try {
      const res = await acceptPrecommitment(t, dryVan.token, p.id);
      expect(res.statusCode).toBe(201);
      const result = res.json();
      expect(result).toEqual({ id: p.id, contract_id: expect.any(String), status: 'locked' });
      // The rate future's creation announced it `open` on the same topic; that event may arrive late.
      expect(
        await eventAbout(
          board,
          'futures',
          FUTURES_EVENT_TYPES.precommitment,
          p.id,
          (d) => d.status !== 'open',
        ),
      ).toEqual({ id: p.id, status: 'locked' });
      for (const party of [broker, dryVan]) {
        const pending = await getJson(t, party.token, '/api/contracts?tab=pending');
        expect(pending.items.find((c: { id: string }) => c.id === result.contract_id)).toMatchObject({
          status: 'pending',
          load: null,
          totalCents: 77_500,
          commitment: { kind: 'rate_future', id: p.id, number: p.number, laneTo: 'Austin, TX' },
        });
      }
      const mine = await getJson(t, dryVan.token, '/api/trucker/futures');
      expect(mine.precommitments.find((x: { id: string }) => x.id === p.id)).toMatchObject({
        status: 'locked',
        contract_id: result.contract_id,
      });
      const again = await acceptPrecommitment(t, dryVan.token, p.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(result);
      const lost = await acceptPrecommitment(t, flatbed.token, p.id);
      // A flatbed cannot haul dry van freight: the equipment check comes first.
      expect(lost.statusCode).toBe(403);
    } finally {
      board.socket.close();
    }
  });

  it('refuses a taken one with 409 saying so', async () => {
    const p = await createPrecommitment(t, broker.token);
    const other = await createTrucker(t, { truckType: 'Refrigerated' });
    expect((await acceptPrecommitment(t, other.token, p.id)).statusCode).toBe(201);
    const res = await acceptPrecommitment(t, dryVan.token, p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PRECOMMITMENT_MESSAGES.taken);
  });

  it('refuses it the second it expires, before any sweeper, and makes no contract', async () => {
    const p = await createPrecommitment(t, broker.token);
    await expirePrecommitment(t, p.id, 1.5);
    expect(await openIds(dryVan.token)).toContain(p.id);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await openIds(dryVan.token)).not.toContain(p.id);
    const before = await futuresCounts(t);
    const res = await acceptPrecommitment(t, dryVan.token, p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PRECOMMITMENT_MESSAGES.expired);
    expect(await futuresCounts(t)).toEqual(before);

    const now = await createPrecommitment(t, broker.token);
    await expirePrecommitment(t, now.id, 0);
    const atOnce = await acceptPrecommitment(t, dryVan.token, now.id);
    expect(atOnce.statusCode).toBe(409);
    expect(atOnce.json().detail).toBe(PRECOMMITMENT_MESSAGES.expired);
  });

  it('refuses a withdrawn one (409), a truck that cannot haul it (403 naming both) and an unknown id (404)', async () => {
    const withdrawn = await createPrecommitment(t, broker.token);
    await withdraw(broker.token, withdrawn.id);
    const res = await acceptPrecommitment(t, dryVan.token, withdrawn.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PRECOMMITMENT_MESSAGES.withdrawn);

    const reefer = await createPrecommitment(t, broker.token, { truck_type: 'reefer' });
    const wrong = await acceptPrecommitment(t, dryVan.token, reefer.id);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(
      "Your truck type (Dry Van) cannot haul this rate future's equipment (Reefer)",
    );
    expect(await openIds(dryVan.token)).toContain(reefer.id);

    const unknown = await acceptPrecommitment(t, dryVan.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await acceptPrecommitment(t, dryVan.token, 'R-12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('precommitment_id');
  });

  it('is not for brokers (403 by role)', async () => {
    const p = await createPrecommitment(t, broker.token);
    const res = await acceptPrecommitment(t, broker.token, p.id);
    expect(res.statusCode).toBe(403);
    expect(await openIds(dryVan.token)).toContain(p.id);
  });
});

describe('POST /api/precommitments/:id/withdraw', () => {
  it('withdraws an open one of its broker (live), and refuses locked, expired, withdrawn and others', async () => {
    const p = await createPrecommitment(t, broker.token);
    const board = await follow(t, ['futures']);
    try {
      const res = await withdraw(broker.token, p.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: p.id, status: 'withdrawn' });
      // The withdrawal's event (the post's own "open" event can reach a subscription made just after it).
      const notOpen = (d: Record<string, unknown>) => d.status !== 'open';
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.precommitment, p.id, notOpen)).toEqual({
        id: p.id,
        status: 'withdrawn',
      });
    } finally {
      board.socket.close();
    }
    expect((await withdraw(broker.token, p.id)).json().detail).toBe(PRECOMMITMENT_MESSAGES.alreadyWithdrawn);

    const locked = await createPrecommitment(t, broker.token);
    await acceptPrecommitment(t, dryVan.token, locked.id);
    const lockedRes = await withdraw(broker.token, locked.id);
    expect(lockedRes.statusCode).toBe(409);
    expect(lockedRes.json().detail).toBe(PRECOMMITMENT_MESSAGES.lockedNoWithdraw);

    const expired = await createPrecommitment(t, broker.token);
    await expirePrecommitment(t, expired.id);
    const expiredRes = await withdraw(broker.token, expired.id);
    expect(expiredRes.statusCode).toBe(409);
    expect(expiredRes.json().detail).toBe(PRECOMMITMENT_MESSAGES.expiredNoWithdraw);

    const open = await createPrecommitment(t, broker.token);
    const other = await createVerifiedBroker(t);
    expect((await withdraw(other.token, open.id)).statusCode).toBe(404);
    expect((await withdraw(dryVan.token, open.id)).statusCode).toBe(403);
    expect(await openIds(dryVan.token)).toContain(open.id);
  });
});
