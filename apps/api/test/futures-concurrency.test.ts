import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURE_MESSAGES, PRECOMMITMENT_MESSAGES } from '../src/modules/futures/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTruckers } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  acceptPrecommitment,
  createFuture,
  createPrecommitment,
  getJson,
  lockFuture,
} from './helpers/futures';

// 100 truckers press Lock In Rate (or Accept) on one future at the same moment, through two API
// processes on one database: exactly one wins and gets the one contract, the other 99 get a 409.

let t: TestApp;
let second: TestApp;
let broker: TestAccount;
let truckers: TestAccount[];

beforeAll(async () => {
  t = await createAuthTestApp();
  second = await createAuthTestApp({ db: t.db });
  broker = await createVerifiedBroker(t);
  truckers = await createTruckers(t, 100, { truckType: 'Refrigerated' });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function contractsOf(column: 'future_id' | 'precommitment_id', id: string) {
  const { rows } = await t.db.database.db.execute<{ id: string; trucker_id: string }>(
    sql`SELECT id, trucker_id FROM contracts WHERE ${sql.raw(column)} = ${id}::uuid`,
  );
  return rows;
}

describe('one winner under concurrency', () => {
  it('100 truckers locking one freight future: one 201, 99 × 409, one contract for the winner', async () => {
    const f = await createFuture(t, broker.token, { truck_type: 'reefer' });
    const results = await Promise.all(
      truckers.map((tr, i) => lockFuture(i % 2 === 0 ? t : second, tr.token, f.id)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const lost of results.filter((r) => r.statusCode === 409)) {
      expect(lost.json().detail).toBe(FUTURE_MESSAGES.taken);
    }
    const winnerIndex = codes.indexOf(201);
    const won = results[winnerIndex]?.json();
    const contracts = await contractsOf('future_id', f.id);
    expect(contracts).toEqual([{ id: won.contract_id, trucker_id: truckers[winnerIndex]?.userId }]);
    const own = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
    expect(own.futures.find((x: { id: string }) => x.id === f.id)).toMatchObject({
      status: 'locked',
      locked_by: { id: truckers[winnerIndex]?.userId },
      contract_id: won.contract_id,
    });
  }, 60_000);

  it('100 truckers accepting one rate future: one 201, 99 × 409, one contract for the winner', async () => {
    const p = await createPrecommitment(t, broker.token, { truck_type: 'reefer' });
    const results = await Promise.all(
      truckers.map((tr, i) => acceptPrecommitment(i % 2 === 0 ? second : t, tr.token, p.id)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const lost of results.filter((r) => r.statusCode === 409)) {
      expect(lost.json().detail).toBe(PRECOMMITMENT_MESSAGES.taken);
    }
    const winnerIndex = codes.indexOf(201);
    const won = results[winnerIndex]?.json();
    expect(await contractsOf('precommitment_id', p.id)).toEqual([
      { id: won.contract_id, trucker_id: truckers[winnerIndex]?.userId },
    ]);
  }, 60_000);
  it('a withdrawal racing 20 locks: either it wins and every lock is refused, or one lock wins and it is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const f = await createFuture(t, broker.token, { truck_type: 'reefer' });
      const [withdrawal, ...locks] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/futures/${f.id}/withdraw`, headers: bearer(broker.token) }),
        ...truckers.slice(0, 20).map((tr, i) => lockFuture(i % 2 === 0 ? t : second, tr.token, f.id)),
      ]);
      const won = locks.filter((r) => r.statusCode === 201);
      const contracts = await contractsOf('future_id', f.id);
      if (withdrawal?.statusCode === 200) {
        expect(won).toHaveLength(0);
        expect(contracts).toHaveLength(0);
        for (const lost of locks) expect(lost.json().detail).toBe(FUTURE_MESSAGES.withdrawn);
      } else {
        expect(withdrawal?.statusCode).toBe(409);
        expect(withdrawal?.json().detail).toBe(FUTURE_MESSAGES.lockedNoWithdraw);
        expect(won).toHaveLength(1);
        expect(contracts).toHaveLength(1);
      }
      expect(locks.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    }
  }, 60_000);
});
