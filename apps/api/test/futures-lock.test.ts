import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import { FUTURE_MESSAGES } from '../src/modules/futures/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { createFuture, endFuture, futuresCounts, getJson, lockFuture } from './helpers/futures';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let flatbed: TestAccount;
let stepDeck: TestAccount;
let reefer: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Whitfield' });
  [flatbed, stepDeck, reefer] = await Promise.all([
    createTrucker(t, {
      truckType: 'Flatbed',
      firstName: 'Lena',
      lastName: 'Ortiz',
      companyName: 'Ortiz Haul',
    }),
    createTrucker(t, { truckType: 'Step Deck' }),
    createTrucker(t, { truckType: 'Refrigerated' }),
  ]);
});
afterAll(async () => t?.close());

const withdraw = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/futures/${id}/withdraw`, headers: bearer(token) });
const boardIds = async (token: string) =>
  (await getJson(t, token, '/api/futures?pageSize=100')).futures.map((f: { id: string }) => f.id) as string[];

describe('GET /api/futures', () => {
  it('lists open futures newest first, with equipment_fits for truckers and nobody locked shown', async () => {
    const older = await createFuture(t, broker.token, { truck_type: 'flatbed' });
    const newer = await createFuture(t, broker.token, { truck_type: 'reefer' });
    const ids = await boardIds(flatbed.token);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);

    const asFlatbed = await getJson(t, flatbed.token, '/api/futures?pageSize=100');
    const byId = (list: { futures: { id: string }[] }, id: string) =>
      list.futures.find((f) => f.id === id) as Record<string, unknown>;
    expect(byId(asFlatbed, older.id)).toMatchObject({
      equipment_fits: true,
      locked_by: null,
      contract_id: null,
    });
    expect(byId(asFlatbed, newer.id)).toMatchObject({ equipment_fits: false });
    // A step deck hauls flatbed freight; a refrigerated truck hauls reefer (and dry van) but not flatbed.
    const asStepDeck = await getJson(t, stepDeck.token, '/api/futures?pageSize=100');
    expect(byId(asStepDeck, older.id).equipment_fits).toBe(true);
    const asReefer = await getJson(t, reefer.token, '/api/futures?pageSize=100');
    expect(byId(asReefer, older.id).equipment_fits).toBe(false);
    expect(byId(asReefer, newer.id).equipment_fits).toBe(true);
    // Brokers and admins see the board too; equipment_fits is a trucker's.
    const admin = await createAdminAccount(t);
    const asAdmin = await getJson(t, admin.token, '/api/futures?pageSize=100');
    expect(byId(asAdmin, older.id).equipment_fits).toBeNull();
    const asBroker = await getJson(t, broker.token, '/api/futures?pageSize=100');
    expect(byId(asBroker, newer.id).equipment_fits).toBeNull();
  });

  it('pages with page and pageSize and counts the whole list', async () => {
    const other = await createVerifiedBroker(t);
    for (let i = 0; i < 3; i += 1) await createFuture(t, other.token);
    const all = await getJson(t, flatbed.token, '/api/futures?pageSize=100');
    const first = await getJson(t, flatbed.token, '/api/futures?page=1&pageSize=2');
    const second = await getJson(t, flatbed.token, '/api/futures?page=2&pageSize=2');
    expect(first.total).toBe(all.total);
    expect(first.futures.map((f: { id: string }) => f.id)).toEqual(
      all.futures.slice(0, 2).map((f: { id: string }) => f.id),
    );
    expect(second.futures.map((f: { id: string }) => f.id)).toEqual(
      all.futures.slice(2, 4).map((f: { id: string }) => f.id),
    );
  });

  it('leaves out futures past their end date (before the sweeper), withdrawn or locked', async () => {
    const ended = await createFuture(t, broker.token);
    const withdrawn = await createFuture(t, broker.token);
    const locked = await createFuture(t, broker.token);
    const open = await createFuture(t, broker.token);
    await endFuture(t, ended.id);
    expect((await withdraw(broker.token, withdrawn.id)).statusCode).toBe(200);
    expect((await lockFuture(t, flatbed.token, locked.id)).statusCode).toBe(201);
    const ids = await boardIds(flatbed.token);
    expect(ids).toContain(open.id);
    for (const gone of [ended, withdrawn, locked]) expect(ids).not.toContain(gone.id);
    // The broker still sees every one, with the status as of now.
    const own = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
    const status = (id: string) => own.futures.find((f: { id: string }) => f.id === id).status;
    expect([status(ended.id), status(withdrawn.id), status(locked.id), status(open.id)]).toEqual([
      'expired',
      'withdrawn',
      'locked',
      'open',
    ]);
  });

  it('is for signed-in members only, and truckers once onboarded', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/futures' })).statusCode).toBe(401);
    const newcomer = await createTrucker(t, { onboarded: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/futures', headers: bearer(newcomer.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('onboarding_required');
  });
});

describe('POST /api/futures/:id/lock', () => {
  it('locks the future for the trucker, makes the pending contract for its commitment and shows it to both parties', async () => {
    const f = await createFuture(t, broker.token, { rate_per_mile: 2.5, estimated_miles: 1200 });
    const board = await follow(t, ['futures']);
    const brokerTab = await follow(t, [`user:${broker.userId}`], broker.token);
    try {
      const before = await futuresCounts(t);
      const res = await lockFuture(t, flatbed.token, f.id);
      expect(res.statusCode).toBe(201);
      const result = res.json();
      expect(result).toEqual({ id: f.id, contract_id: expect.any(String), status: 'locked' });
      expect((await futuresCounts(t))?.contracts).toBe((before?.contracts ?? 0) + 1);

      // The lock's event (the post's own "open" event can reach a subscription made just after it).
      expect(
        await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.future, f.id, (d) => d.status !== 'open'),
      ).toEqual({ id: f.id, status: 'locked' });
      const contractEvent = await eventAbout(
        brokerTab,
        `user:${broker.userId}`,
        'contract.updated',
        result.contract_id,
      );
      expect(contractEvent).toMatchObject({ id: result.contract_id, status: 'pending' });

      for (const party of [broker, flatbed]) {
        const pending = await getJson(t, party.token, '/api/contracts?tab=pending');
        const c = pending.items.find((x: { id: string }) => x.id === result.contract_id);
        expect(c).toMatchObject({
          status: 'pending',
          load: null,
          totalCents: 300_000,
          commitment: { kind: 'freight_future', id: f.id, number: f.number, laneFrom: 'Dallas, TX' },
          broker: { id: broker.userId },
          trucker: { id: flatbed.userId },
        });
      }

      // The broker sees who locked it and the contract; the trucker's own list has it too.
      const own = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
      expect(own.futures.find((x: { id: string }) => x.id === f.id)).toMatchObject({
        status: 'locked',
        locked_by: { id: flatbed.userId, name: 'Lena Ortiz', company_name: 'Ortiz Haul' },
        contract_id: result.contract_id,
        locked_at: expect.any(String),
      });
      const mine = await getJson(t, flatbed.token, '/api/trucker/futures');
      expect(mine.futures.find((x: { id: string }) => x.id === f.id)).toMatchObject({
        status: 'locked',
        contract_id: result.contract_id,
        equipment_fits: true,
      });
      // Another trucker's list does not.
      const theirs = await getJson(t, stepDeck.token, '/api/trucker/futures');
      expect(theirs.futures.map((x: { id: string }) => x.id)).not.toContain(f.id);
    } finally {
      board.socket.close();
      brokerTab.socket.close();
    }
  });

  it("answers the winner's repeat with the same lock (200) and everyone else with 409, one contract", async () => {
    const f = await createFuture(t, broker.token);
    const won = await lockFuture(t, flatbed.token, f.id);
    expect(won.statusCode).toBe(201);
    const before = await futuresCounts(t);
    const again = await lockFuture(t, flatbed.token, f.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(won.json());
    const lost = await lockFuture(t, stepDeck.token, f.id);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ code: 'conflict', detail: FUTURE_MESSAGES.taken });
    expect(await futuresCounts(t)).toEqual(before);
  });

  it('refuses a withdrawn future and one past its end date with 409 saying which, even before the sweeper', async () => {
    const withdrawn = await createFuture(t, broker.token);
    await withdraw(broker.token, withdrawn.id);
    const res = await lockFuture(t, flatbed.token, withdrawn.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(FUTURE_MESSAGES.withdrawn);

    const ended = await createFuture(t, broker.token);
    await endFuture(t, ended.id);
    const late = await lockFuture(t, flatbed.token, ended.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(FUTURE_MESSAGES.expired);
  });

  it('refuses a truck that cannot haul the equipment with 403 naming both, and changes nothing', async () => {
    const f = await createFuture(t, broker.token, { truck_type: 'reefer' });
    const before = await futuresCounts(t);
    const res = await lockFuture(t, flatbed.token, f.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("Your truck type (Flatbed) cannot haul this future's equipment (Reefer)");
    expect(await futuresCounts(t)).toEqual(before);
    expect(await boardIds(flatbed.token)).toContain(f.id);
    // A refrigerated truck can.
    expect((await lockFuture(t, reefer.token, f.id)).statusCode).toBe(201);
  });

  it('refuses a trucker without a truck type with 403 saying what the future needs', async () => {
    const f = await createFuture(t, broker.token, { truck_type: 'dry_van' });
    const none = await createTrucker(t, { truckType: '' });
    const res = await lockFuture(t, none.token, f.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/needs a Dry Van truck/);
  });

  it('is not for brokers or admins (403 by role), nor anonymous (401); an unknown id is 404', async () => {
    const f = await createFuture(t, broker.token);
    const admin = await createAdminAccount(t);
    for (const who of [broker, admin]) {
      const res = await lockFuture(t, who.token, f.id);
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/futures/${f.id}/lock` })).statusCode).toBe(401);
    const unknown = await lockFuture(t, flatbed.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await lockFuture(t, flatbed.token, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(await boardIds(flatbed.token)).toContain(f.id);
  });

  it("hides a suspended broker's futures and refuses to lock them; reinstated, they are back", async () => {
    const suspended = await createVerifiedBroker(t);
    const f = await createFuture(t, suspended.token);
    const admin = await createAdminAccount(t);
    const board = await follow(t, ['futures']);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${suspended.userId}/suspend`,
        headers: bearer(admin.token),
        payload: { reason: 'Fraud review' },
      });
      expect(res.statusCode).toBe(200);
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.future, f.id)).toEqual({
        id: f.id,
        status: 'open',
      });
    } finally {
      board.socket.close();
    }
    expect(await boardIds(flatbed.token)).not.toContain(f.id);
    const lock = await lockFuture(t, flatbed.token, f.id);
    expect(lock.statusCode).toBe(409);
    expect(lock.json().detail).toBe(FUTURE_MESSAGES.unavailable);

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${suspended.userId}/reinstate`,
      headers: bearer(admin.token),
    });
    expect(back.statusCode).toBe(200);
    expect(await boardIds(flatbed.token)).toContain(f.id);
  });
  it("a lock racing the broker's suspension ends consistent either way, and no lock gets through once it is committed", async () => {
    const admin = await createAdminAccount(t);
    for (let round = 0; round < 3; round += 1) {
      const racing = await createVerifiedBroker(t);
      const f = await createFuture(t, racing.token);
      const later = await createFuture(t, racing.token);
      const [suspend, lock] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${racing.userId}/suspend`,
          headers: bearer(admin.token),
          payload: { reason: 'race' },
        }),
        lockFuture(t, stepDeck.token, f.id),
      ]);
      expect(suspend.statusCode).toBe(200);
      // Which transaction commits first is the race; each outcome must be whole (timestamps are
      // transaction start times, so they cannot order the commits).
      const { rows } = await t.db.database.db.execute<{ status: string; contracts: number }>(sql`
        SELECT f.status, (SELECT count(*)::int FROM contracts c WHERE c.future_id = f.id) AS contracts
        FROM futures f WHERE f.id = ${f.id}::uuid`);
      if (lock.statusCode === 201) {
        expect(rows[0]).toEqual({ status: 'locked', contracts: 1 });
      } else {
        expect(lock.statusCode).toBe(409);
        expect(lock.json().detail).toBe(FUTURE_MESSAGES.unavailable);
        expect(rows[0]).toEqual({ status: 'open', contracts: 0 });
      }
      // Once the suspension has committed, no lock of that broker's futures gets through.
      const after = await lockFuture(t, stepDeck.token, later.id);
      expect(after.statusCode).toBe(409);
      expect(after.json().detail).toBe(FUTURE_MESSAGES.unavailable);
    }
  });
});

describe('POST /api/futures/:id/withdraw', () => {
  it('withdraws an open future of its broker, announces it, and refuses a second time', async () => {
    const f = await createFuture(t, broker.token);
    const board = await follow(t, ['futures']);
    try {
      const res = await withdraw(broker.token, f.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: f.id, status: 'withdrawn', withdrawn_at: expect.any(String) });
      // The future's creation is announced too, and its NOTIFY can reach this process after the
      // socket subscribed: wait for the announcement of the withdrawal, whatever came before it.
      expect(
        await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.future, f.id, (d) => d.status === 'withdrawn'),
      ).toEqual({ id: f.id, status: 'withdrawn' });
    } finally {
      board.socket.close();
    }
    const again = await withdraw(broker.token, f.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(FUTURE_MESSAGES.alreadyWithdrawn);
  });

  it('refuses a locked or expired future (409) and leaves the lock and contract alone', async () => {
    const locked = await createFuture(t, broker.token);
    const { contract_id } = (await lockFuture(t, flatbed.token, locked.id)).json();
    const res = await withdraw(broker.token, locked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(FUTURE_MESSAGES.lockedNoWithdraw);
    const own = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
    expect(own.futures.find((x: { id: string }) => x.id === locked.id)).toMatchObject({
      status: 'locked',
      contract_id,
    });

    const ended = await createFuture(t, broker.token);
    await endFuture(t, ended.id);
    const late = await withdraw(broker.token, ended.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(FUTURE_MESSAGES.expiredNoWithdraw);
  });

  it("is 404 for another broker's future and 403 for truckers; the future stays open", async () => {
    const f = await createFuture(t, broker.token);
    const other = await createVerifiedBroker(t);
    expect((await withdraw(other.token, f.id)).statusCode).toBe(404);
    expect((await withdraw(flatbed.token, f.id)).statusCode).toBe(403);
    expect(await boardIds(flatbed.token)).toContain(f.id);
  });
});
