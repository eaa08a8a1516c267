import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CONTRACT_EVENT_TYPES,
  DEFAULT_CONTRACT_TERMS,
  splitAmount,
  type ContractView,
} from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { bookLoad, createBooking, createTrucker, eventAbout, follow, insertLoad } from './helpers/loads';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  type TestAccount,
} from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherBroker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherBroker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Reyes' }),
    createTrucker(t, { firstName: 'Ray', lastName: 'Holt' }),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const sign = (id: string, token: string, fullName = 'Someone Signing') =>
  call('POST', `/api/contracts/${id}/sign`, token, { fullName });
const newTerms = {
  paymentTerms: 'Net zero: escrow pays on delivery.',
  cancellationPolicy: 'Cancel 24 hours ahead.',
  insuranceRequirements: '$1M liability.',
};

async function contractsOfBooking(bookingId: string) {
  const { rows } = await t.db.database.db.execute<{ id: string; total: string; status: string }>(
    sql`SELECT id, total_cents AS total, status FROM contracts WHERE booking_id = ${bookingId}`,
  );
  return rows;
}

/** A fresh booking by `trucker` on a load of `broker`, and its contract's id. */
async function bookedContract(
  rateCents = 123_457,
): Promise<{ id: string; bookingId: string; loadId: string }> {
  const { bookingId, loadId } = await createBooking(t, broker.userId, trucker, { rateCents });
  const [row] = await contractsOfBooking(bookingId);
  if (!row) throw new Error('no contract');
  return { id: row.id, bookingId, loadId };
}

describe('a booking creates its contract', () => {
  it('in the booking: pending, escrow pending, split 80/10/10 summing to the total, default terms', async () => {
    const { id, bookingId } = await bookedContract(123_457);
    const res = await call('GET', `/api/contracts/${id}`, trucker.token);
    expect(res.statusCode).toBe(200);
    const c = res.json<ContractView>();
    expect(c).toMatchObject({
      bookingId,
      status: 'pending',
      escrowStatus: 'pending',
      totalCents: 123_457,
      brokerCents: 12_345,
      platformCents: 12_345,
      truckerCents: 98_767,
      yourParty: 'trucker',
      yourShareCents: 98_767,
      terms: DEFAULT_CONTRACT_TERMS,
      signatures: [],
      signedAt: null,
      termsFrozenAt: null,
      broker: { id: broker.userId, name: 'Dana Reyes' },
      trucker: { id: trucker.userId, name: 'Ray Holt' },
    });
    expect(c.truckerCents + c.brokerCents + c.platformCents).toBe(c.totalCents);
    const booking = await call('GET', `/api/bookings/${bookingId}`, trucker.token);
    expect(booking.json().contractId).toBe(id);
    const asBroker = (await call('GET', `/api/contracts/${id}`, broker.token)).json<ContractView>();
    expect(asBroker).toMatchObject({ yourParty: 'broker', yourShareCents: 12_345 });
  });

  it('once: a repeated booking submit (and a racing one) leaves one contract', async () => {
    const load = await insertLoad(t, { brokerId: broker.userId, rateCents: 50_000 });
    const [a, b] = await Promise.all([
      bookLoad(t, trucker.token, load.id, { confirmOverlap: true }),
      bookLoad(t, trucker.token, load.id, { confirmOverlap: true }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await bookLoad(t, trucker.token, load.id, { confirmOverlap: true });
    expect(again.statusCode).toBe(200);
    expect(await contractsOfBooking(a.json().id)).toHaveLength(1);
  });

  it("from the broker's own default terms once saved", async () => {
    const put = await call('PUT', '/api/broker/contract-terms', broker.token, newTerms);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...newTerms, isDefault: false });
    const { id } = await bookedContract();
    expect((await call('GET', `/api/contracts/${id}`, broker.token)).json().terms).toEqual(newTerms);
    await call('PUT', '/api/broker/contract-terms', broker.token, DEFAULT_CONTRACT_TERMS);
  });

  it('is cancelled with its load when an admin cancels the booked load', async () => {
    const { id, loadId } = await bookedContract();
    const res = await call('POST', `/api/admin/loads/${loadId}/cancel`, admin.token, {
      reason: 'Shipper pulled it',
    });
    expect(res.statusCode).toBe(200);
    const c = (await call('GET', `/api/contracts/${id}`, trucker.token)).json<ContractView>();
    expect(c).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Shipper pulled it',
      escrowStatus: 'pending',
    });
    expect((await sign(id, trucker.token)).statusCode).toBe(409);
  });
});

describe('GET /api/broker/contract-terms', () => {
  it("answers HaulClub's defaults until saved; only a verified broker saves, other roles are refused", async () => {
    const fresh = await createVerifiedBroker(t);
    expect((await call('GET', '/api/broker/contract-terms', fresh.token)).json()).toEqual({
      ...DEFAULT_CONTRACT_TERMS,
      isDefault: true,
    });
    const pending = await createBroker(t, { status: 'pending' });
    expect((await call('GET', '/api/broker/contract-terms', pending.token)).json().isDefault).toBe(true);
    const refused = await call('PUT', '/api/broker/contract-terms', pending.token, newTerms);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Your broker account is not verified yet');
    expect((await call('PUT', '/api/broker/contract-terms', trucker.token, newTerms)).statusCode).toBe(403);
  });

  it('refuses an empty term naming the field', async () => {
    const res = await call('PUT', '/api/broker/contract-terms', broker.token, {
      ...newTerms,
      paymentTerms: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.json().errors)).toContain('paymentTerms');
  });
});

describe('reading contracts', () => {
  it('only the two parties and admins read one; others get 404 "Contract not found"', async () => {
    const { id } = await bookedContract();
    for (const who of [broker, trucker, admin]) {
      expect((await call('GET', `/api/contracts/${id}`, who.token)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/contracts/${id}`, admin.token)).json()).toMatchObject({
      yourParty: null,
      yourShareCents: null,
    });
    for (const who of [otherBroker, otherTrucker]) {
      const res = await call('GET', `/api/contracts/${id}`, who.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Contract not found');
      expect((await call('GET', `/api/contracts/${id}/document`, who.token)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/contracts/${id}` })).statusCode).toBe(401);
    expect((await call('GET', '/api/contracts/not-a-uuid', broker.token)).statusCode).toBe(400);
  });

  it("lists the caller's own contracts by tab, newest first, and the stat cards", async () => {
    const mine = await createTrucker(t);
    const first = await createBooking(t, broker.userId, mine, { rateCents: 10_000 });
    const second = await createBooking(t, broker.userId, mine, { rateCents: 20_000 });
    const list = await call('GET', '/api/contracts?tab=pending', mine.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((c: ContractView) => c.bookingId)).toEqual([
      second.bookingId,
      first.bookingId,
    ]);
    expect(list.json().items[0]).toMatchObject({ yourShareCents: 16_000, totalCents: 20_000 });
    expect((await call('GET', '/api/contracts?tab=active', mine.token)).json().total).toBe(0);
    expect((await call('GET', '/api/contracts', otherTrucker.token)).json().items).toEqual([]);
    const summary = await call('GET', '/api/contracts/summary', mine.token);
    expect(summary.json()).toEqual({
      totalEarningsCents: 0,
      activeContracts: 0,
      completedDeals: 0,
      averageRating: null,
      ratingCount: 0,
      ratingChange: null,
    });
    const [contract] = list.json().items as ContractView[];
    await sign(contract!.id, mine.token);
    await sign(contract!.id, broker.token);
    expect((await call('GET', '/api/contracts/summary', mine.token)).json()).toMatchObject({
      activeContracts: 1,
    });
    expect((await call('GET', '/api/contracts?tab=active', mine.token)).json().items[0].id).toBe(
      contract!.id,
    );
    const bad = await call('GET', '/api/contracts?tab=someday', mine.token);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('tab');
  });

  it('prints the rate confirmation and contract as HTML from the same data, escaped', async () => {
    const { id } = await bookedContract(99_999);
    const res = await call('GET', `/api/contracts/${id}/document`, trucker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('$999.99');
    expect(res.body).toContain('$800.01');
    expect(res.body).toContain('Not signed yet');
  });
});

describe('PATCH /api/contracts/:id/terms', () => {
  it('lets only its broker edit, until the first signature freezes the terms (409 after)', async () => {
    const { id } = await bookedContract();
    expect((await call('PATCH', `/api/contracts/${id}/terms`, trucker.token, newTerms)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/contracts/${id}/terms`, otherBroker.token, newTerms)).statusCode).toBe(
      404,
    );
    const bad = await call('PATCH', `/api/contracts/${id}/terms`, broker.token, {
      ...newTerms,
      cancellationPolicy: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('cancellationPolicy');
    const ok = await call('PATCH', `/api/contracts/${id}/terms`, broker.token, newTerms);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().terms).toEqual(newTerms);
    expect((await sign(id, trucker.token)).statusCode).toBe(200);
    const late = await call('PATCH', `/api/contracts/${id}/terms`, broker.token, DEFAULT_CONTRACT_TERMS);
    expect(late.statusCode).toBe(409);
    expect((await call('GET', `/api/contracts/${id}`, broker.token)).json().terms).toEqual(newTerms);
  });
});

describe('POST /api/contracts/:id/sign', () => {
  it('records each party once with the SHA-256 of the exact terms; both → signed (Active), live to both', async () => {
    const { id } = await bookedContract();
    const [brokerLive, truckerLive] = await Promise.all([
      follow(t, [`user:${broker.userId}`], broker.token),
      follow(t, [`user:${trucker.userId}`], trucker.token),
    ]);
    const first = await sign(id, trucker.token, 'Ray Holt');
    expect(first.statusCode).toBe(200);
    const expectedHash = createHash('sha256').update(JSON.stringify(DEFAULT_CONTRACT_TERMS)).digest('hex');
    expect(first.json()).toMatchObject({
      status: 'pending',
      signatures: [{ party: 'trucker', fullName: 'Ray Holt', termsSha256: expectedHash }],
    });
    expect(first.json().termsFrozenAt).not.toBeNull();
    expect(first.json().signatures[0]).not.toHaveProperty('ip');
    expect(
      await eventAbout(brokerLive, `user:${broker.userId}`, CONTRACT_EVENT_TYPES.updated, id),
    ).toMatchObject({
      status: 'pending',
      signedParties: ['trucker'],
    });
    const repeat = await sign(id, trucker.token, 'Someone Else');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().signatures).toHaveLength(1);
    const second = await sign(id, broker.token, 'Dana Reyes');
    expect(second.json()).toMatchObject({
      status: 'signed',
      signatures: [{ party: 'trucker' }, { party: 'broker' }],
    });
    expect(second.json().signedAt).not.toBeNull();
    const signedEvent = await truckerLive.next(
      (m) =>
        m.type === 'event' &&
        m.event.type === CONTRACT_EVENT_TYPES.updated &&
        (m.event.data as { id: string; status: string }).id === id &&
        (m.event.data as { status: string }).status === 'signed',
    );
    expect(signedEvent.type === 'event' && signedEvent.event.data).toMatchObject({
      signedParties: ['trucker', 'broker'],
    });
    brokerLive.socket.close();
    truckerLive.socket.close();
    const { rows } = await t.db.database.db.execute<{ ip: string }>(
      sql`SELECT ip FROM contract_signatures WHERE contract_id = ${id}`,
    );
    expect(rows.every((r) => r.ip.length > 0)).toBe(true);
  });

  it('two concurrent signs by the same party make one signature', async () => {
    const { id } = await bookedContract();
    const results = await Promise.all(Array.from({ length: 5 }, () => sign(id, trucker.token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { rows } = await t.db.database.db.execute(
      sql`SELECT 1 FROM contract_signatures WHERE contract_id = ${id}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('both parties at once → signed', async () => {
    const { id } = await bookedContract();
    await Promise.all([sign(id, trucker.token), sign(id, broker.token)]);
    expect((await call('GET', `/api/contracts/${id}`, admin.token)).json()).toMatchObject({
      status: 'signed',
    });
  });

  it('refuses others (404), admins (403) and a bad name (400 naming fullName), changing nothing', async () => {
    const { id } = await bookedContract();
    expect((await sign(id, otherTrucker.token)).statusCode).toBe(404);
    expect((await sign(id, otherBroker.token)).statusCode).toBe(404);
    expect((await sign(id, admin.token)).statusCode).toBe(403);
    for (const fullName of ['', '   ', 'x'.repeat(121)]) {
      const res = await sign(id, trucker.token, fullName);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('fullName');
    }
    expect((await call('GET', `/api/contracts/${id}`, trucker.token)).json()).toMatchObject({
      signatures: [],
      termsFrozenAt: null,
    });
  });
});

describe('money figures', () => {
  it("Total Earnings sums each party's own share of executed contracts only", async () => {
    const truckerOfIt = await createTrucker(t);
    const done = await createBooking(t, otherBroker.userId, truckerOfIt, { rateCents: 100_001 });
    await createBooking(t, otherBroker.userId, truckerOfIt, { rateCents: 50_000 });
    await t.db.database.db.execute(sql`
      UPDATE contracts SET status = 'executed', signed_at = now(), executed_at = now()
      WHERE booking_id = ${done.bookingId}`);
    const summary = async (token: string) => (await call('GET', '/api/contracts/summary', token)).json();
    expect(await summary(truckerOfIt.token)).toMatchObject({ totalEarningsCents: 80_001, completedDeals: 1 });
    expect(await summary(otherBroker.token)).toMatchObject({ totalEarningsCents: 10_000, completedDeals: 1 });
  });

  it('the backfill of migration 0011 gives existing bookings the same split as splitAmount', async () => {
    const rates = [1, 99, 100_001, 123_457];
    for (const rate of rates) await createBooking(t, broker.userId, trucker, { rateCents: rate });
    const migration = readFileSync(new URL('../drizzle/0011_contracts.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('INSERT INTO "contracts"'));
    const db = t.db.database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM contracts`);
        await tx.execute(sql.raw(backfill));
        const { rows } = await tx.execute<{
          total: number;
          trucker: number;
          broker: number;
          platform: number;
        }>(sql`
          SELECT total_cents::int AS total, trucker_cents::int AS trucker, broker_cents::int AS broker,
            platform_cents::int AS platform FROM contracts c JOIN bookings b ON b.id = c.booking_id
          WHERE b.rate_cents IN (${sql.join(
            rates.map((r) => sql`${r}`),
            sql`, `,
          )})`);
        for (const row of rows) {
          const split = splitAmount(row.total);
          expect(row).toEqual({
            total: row.total,
            trucker: split.trucker,
            broker: split.broker,
            platform: split.platform,
          });
        }
        expect(new Set(rows.map((r) => r.total))).toEqual(new Set(rates));
        const terms = await tx.execute(sql`SELECT DISTINCT contract_terms FROM contracts`);
        expect(terms.rows).toEqual([{ contract_terms: DEFAULT_CONTRACT_TERMS }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});
