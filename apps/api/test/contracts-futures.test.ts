import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TONU_FEE_CENTS,
  contractList,
  contractView,
  type AdminDisputeView,
  type ContractView,
} from '@haulclub/shared';
import { futures, precommitments } from '../src/db/schema/index';
import { autoReleaseDue, createContractForCommitment } from '../src/modules/contracts/index';
import { futuresToday } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { auditActions, createAuthTestApp } from './helpers/auth';
import { callApi, contractIdOf, fund, signByBoth } from './helpers/contracts';
import {
  acceptPrecommitment,
  createFuture,
  createPrecommitment,
  dayFromToday,
  lockFuture,
} from './helpers/futures';
import { createBooking, createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherBroker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherBroker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createTrucker(t),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const deps = () => ({ db: db(), live: t.app.live, log: t.app.log });
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  callApi(t, method, url, token, payload);
const view = async (id: string, token = broker.token) =>
  (await call('GET', `/api/contracts/${id}`, token)).json<ContractView>();
const act = (id: string, action: 'start' | 'complete' | 'confirm', token: string) =>
  call('POST', `/api/contracts/${id}/${action}`, token);
const cancel = (id: string, token: string, reason: unknown = 'Lane dried up') =>
  call('POST', `/api/contracts/${id}/cancel`, token, { reason });

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute<T>(query)).rows as T[];
}
const payoutRows = (contractId: string) =>
  rows<{ member: string; amount_cents: string; status: string }>(
    sql`SELECT member, amount_cents::text, status FROM payouts WHERE contract_id = ${contractId} ORDER BY member`,
  );
const refundRows = (contractId: string) =>
  rows<{ amount_cents: string }>(
    sql`SELECT amount_cents::text FROM contract_refunds WHERE contract_id = ${contractId}`,
  );
const transfers = (contractId: string) =>
  rows<{ code: string; amount: string }>(
    sql`SELECT code, amount::text FROM ledger_transfers WHERE contract_id = ${contractId} ORDER BY created_at, code`,
  );
async function ledgerSumsToZero(): Promise<boolean> {
  const [row] = await rows<{ posted: string; pending: string }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0)::text AS posted,
      coalesce(sum(credits_pending - debits_pending), 0)::text AS pending FROM ledger_accounts`);
  return row?.posted === '0' && row?.pending === '0';
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const lane = {
  laneFrom: 'Dallas, TX',
  laneTo: 'Houston, TX',
  fromZip: '75201',
  toZip: '77002',
  fromMarket: '752',
  toMarket: '770',
  fromLat: 32.78,
  fromLng: -96.8,
  toLat: 29.76,
  toLng: -95.37,
  laneMiles: 239,
};

/**
 * A freight future locked by `trucker` (as the lock route does, in one transaction) with its
 * pending contract: $2.50 a mile × 400 miles = $1,000.00, starting `startInDays` from today.
 */
async function lockedFuture(
  startInDays = 0,
  who: { broker: TestAccount; trucker: TestAccount } = { broker, trucker },
) {
  const startDate = addDays(futuresToday(new Date()), startInDays);
  return db().transaction(async (tx) => {
    const [future] = await tx
      .insert(futures)
      .values({
        brokerId: who.broker.userId,
        ...lane,
        truckType: 'flatbed',
        ratePerMileCents: 250,
        estimatedMiles: 400,
        startDate,
        endDate: addDays(startDate, 30),
        status: 'locked',
        aiConfidenceScore: 0.7,
        marketDemand: 'medium',
        forecastRateCents: 245,
        forecastBasis: 'lane',
        lockedBy: who.trucker.userId,
        lockedAt: new Date(),
      })
      .returning();
    if (!future) throw new Error('no future');
    const contract = await createContractForCommitment({ live: t.app.live, config: t.config }, tx, {
      futureId: future.id,
      brokerId: who.broker.userId,
      truckerId: who.trucker.userId,
      totalCents: future.totalCommitmentCents,
    });
    if (!contract) throw new Error('no contract');
    return { future, contractId: contract.id };
  });
}

/** An accepted rate future (R-n) with its pending contract: $3.10 × 200 miles = $620.00. */
async function acceptedRateFuture() {
  return db().transaction(async (tx) => {
    const [pc] = await tx
      .insert(precommitments)
      .values({
        brokerId: broker.userId,
        ...lane,
        truckType: 'flatbed',
        forecastRateCents: 310,
        milesEstimate: 200,
        expiresAt: new Date(Date.now() + 3_600_000),
        status: 'locked',
        lockedBy: trucker.userId,
        lockedAt: new Date(),
      })
      .returning();
    if (!pc) throw new Error('no precommitment');
    const contract = await createContractForCommitment({ live: t.app.live, config: t.config }, tx, {
      precommitmentId: pc.id,
      brokerId: broker.userId,
      truckerId: trucker.userId,
      totalCents: pc.commitmentAmountCents,
    });
    if (!contract) throw new Error('no contract');
    return { precommitment: pc, contractId: contract.id };
  });
}

async function signedAndFunded(contractId: string) {
  await signByBoth(t, contractId, broker, trucker);
  const res = await fund(t, contractId, broker.token);
  expect(res.statusCode).toBe(200);
}

async function completedFuture() {
  const { contractId, future } = await lockedFuture();
  await signedAndFunded(contractId);
  expect((await act(contractId, 'start', trucker.token)).statusCode).toBe(200);
  expect((await act(contractId, 'complete', trucker.token)).statusCode).toBe(200);
  return { contractId, future };
}

describe('a freight future contract from lock to payout', () => {
  it('reads with its commitment and no load, in the list, the detail and the document', async () => {
    const { contractId, future } = await lockedFuture(3);
    const detail = await call('GET', `/api/contracts/${contractId}`, trucker.token);
    expect(detail.statusCode).toBe(200);
    const c = contractView.parse(detail.json());
    expect(c).toMatchObject({
      load: null,
      bookingId: null,
      status: 'pending',
      escrowStatus: 'pending',
      totalCents: 100_000,
      truckerCents: 80_000,
      brokerCents: 10_000,
      platformCents: 10_000,
      commitment: {
        kind: 'freight_future',
        id: future.id,
        number: future.number,
        laneFrom: 'Dallas, TX',
        laneTo: 'Houston, TX',
        truckType: 'flatbed',
        ratePerMileCents: 250,
        miles: 400,
        startDate: future.startDate,
        endDate: future.endDate,
      },
    });
    const list = await call('GET', '/api/contracts?tab=pending', broker.token);
    const items = contractList.parse(list.json()).items;
    expect(items.find((i) => i.id === contractId)).toMatchObject({
      load: null,
      commitment: { kind: 'freight_future' },
    });
    const doc = await call('GET', `/api/contracts/${contractId}/document`, broker.token);
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain(`F-${future.number}`);
    expect(doc.body).toContain('Dallas, TX');
  });

  it('signs, funds, starts, completes and confirms: released 80/10/10 with both payouts due', async () => {
    const { contractId } = await lockedFuture();
    // Before funding: the escrow rules refuse the start.
    await signByBoth(t, contractId, broker, trucker);
    const early = await act(contractId, 'start', trucker.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Escrow is not funded yet: the broker must fund it before pickup');
    // Completing or confirming before the start is refused too.
    expect((await act(contractId, 'complete', trucker.token)).json().detail).toBe(
      'Start hauling before marking this contract completed',
    );
    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
    expect((await view(contractId)).escrowStatus).toBe('held');
    expect((await act(contractId, 'confirm', broker.token)).json().detail).toBe(
      'The trucker has not marked this haul completed yet',
    );

    const started = await act(contractId, 'start', trucker.token);
    expect(started.statusCode).toBe(200);
    expect(started.json<ContractView>().escrow.pickedUpAt).toEqual(expect.any(String));
    const completed = await act(contractId, 'complete', trucker.token);
    expect(completed.statusCode).toBe(200);
    const c = completed.json<ContractView>();
    expect(c.escrow.deliveredAt).toEqual(expect.any(String));
    expect(c.escrow.releaseDueAt).toBe(
      new Date(new Date(c.escrow.deliveredAt ?? 0).getTime() + 24 * 3_600_000).toISOString(),
    );

    const confirmed = await act(contractId, 'confirm', broker.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ContractView>()).toMatchObject({ status: 'signed', escrowStatus: 'released' });
    expect(await payoutRows(contractId)).toEqual([
      { member: 'broker', amount_cents: '10000', status: 'due' },
      { member: 'trucker', amount_cents: '80000', status: 'due' },
    ]);
    const moved = await transfers(contractId);
    expect(moved.filter((m) => m.code.startsWith('release_'))).toEqual(
      expect.arrayContaining([
        { code: 'release_trucker', amount: '80000' },
        { code: 'release_broker', amount: '10000' },
        { code: 'release_platform', amount: '10000' },
      ]),
    );
    // The admins' payout queue lists them with the future's lane (a futures contract has no load).
    const queue = await call('GET', '/api/admin/payouts?status=due&pageSize=100', admin.token);
    expect(queue.statusCode).toBe(200);
    const mine = (queue.json().items as { member: string; contract: { id: string; route: string } }[]).filter(
      (p) => p.contract.id === contractId,
    );
    expect(mine.map((p) => p.contract.route)).toEqual([
      'Dallas, TX → Houston, TX',
      'Dallas, TX → Houston, TX',
    ]);
    const [jobs] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'payouts.pay' AND dedupe_key LIKE ${`payout:${contractId}:%`}`,
    );
    expect(jobs?.n).toBe(2);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('double submits have one effect: the repeat answers the same contract', async () => {
    const { contractId } = await lockedFuture();
    await signedAndFunded(contractId);
    const starts = await Promise.all([
      act(contractId, 'start', trucker.token),
      act(contractId, 'start', trucker.token),
    ]);
    expect(starts.map((r) => r.statusCode)).toEqual([200, 200]);
    const startedAt = starts[0]?.json<ContractView>().escrow.pickedUpAt;
    expect(starts[1]?.json<ContractView>().escrow.pickedUpAt).toBe(startedAt);
    const completes = await Promise.all([
      act(contractId, 'complete', trucker.token),
      act(contractId, 'complete', trucker.token),
    ]);
    expect(completes.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(completes[1]?.json<ContractView>().escrow.deliveredAt).toBe(
      completes[0]?.json<ContractView>().escrow.deliveredAt,
    );
    const confirms = await Promise.all([
      act(contractId, 'confirm', broker.token),
      act(contractId, 'confirm', broker.token),
    ]);
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await payoutRows(contractId)).toHaveLength(2);
    expect((await transfers(contractId)).filter((m) => m.code === 'release_trucker')).toHaveLength(1);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('refuses the start before the start date (in the futures time zone), naming the date', async () => {
    const { contractId, future } = await lockedFuture(2);
    await signedAndFunded(contractId);
    const res = await act(contractId, 'start', trucker.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `This freight future starts on ${future.startDate}: hauling can start from that day`,
    );
    expect((await view(contractId)).escrow.pickedUpAt).toBeNull();
  });

  it('a rate future contract starts at once after funding (no start date)', async () => {
    const { contractId, precommitment } = await acceptedRateFuture();
    expect((await view(contractId, trucker.token)).commitment).toMatchObject({
      kind: 'rate_future',
      number: precommitment.number,
      ratePerMileCents: 310,
      miles: 200,
      startDate: null,
    });
    expect((await view(contractId)).totalCents).toBe(62_000);
    await signedAndFunded(contractId);
    expect((await act(contractId, 'start', trucker.token)).statusCode).toBe(200);
  });

  it('releases by itself 24 hours after completion, not before', async () => {
    const { contractId } = await completedFuture();
    const [row] = await rows<{ completed_at: string }>(
      sql`SELECT completed_at::text FROM contracts WHERE id = ${contractId}`,
    );
    const completedAt = new Date(row?.completed_at ?? 0).getTime();
    await autoReleaseDue(deps(), { now: new Date(completedAt + 23 * 3_600_000) });
    expect((await view(contractId)).escrowStatus).toBe('held');
    await autoReleaseDue(deps(), { now: new Date(completedAt + 24 * 3_600_000 + 60_000) });
    expect((await view(contractId)).escrowStatus).toBe('released');
    expect(await payoutRows(contractId)).toHaveLength(2);
    // The broker's later confirmation answers the released contract unchanged.
    expect((await act(contractId, 'confirm', broker.token)).statusCode).toBe(200);
    expect((await transfers(contractId)).filter((m) => m.code === 'release_trucker')).toHaveLength(1);
  });
});

describe('through the lock routes', () => {
  it('Lock In Rate makes the contract the parties then sign, fund, start, complete and confirm', async () => {
    const future = await createFuture(t, broker.token, {
      start_date: dayFromToday(0),
      end_date: dayFromToday(10),
      rate_per_mile: 2,
      estimated_miles: 300,
    });
    const locked = await lockFuture(t, trucker.token, future.id);
    expect(locked.statusCode).toBe(201);
    const contractId = locked.json<{ contract_id: string }>().contract_id;
    expect(await view(contractId, trucker.token)).toMatchObject({
      load: null,
      totalCents: 60_000,
      commitment: { kind: 'freight_future', id: future.id, startDate: dayFromToday(0) },
    });
    await signedAndFunded(contractId);
    for (const [action, token] of [
      ['start', trucker.token],
      ['complete', trucker.token],
      ['confirm', broker.token],
    ] as const) {
      const res = await act(contractId, action, token);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    expect((await view(contractId)).escrowStatus).toBe('released');
    expect(await payoutRows(contractId)).toEqual([
      { member: 'broker', amount_cents: '6000', status: 'due' },
      { member: 'trucker', amount_cents: '48000', status: 'due' },
    ]);
    // The money reports list it with the future's lane and no load number.
    const lane = {
      loadNumber: null,
      pickup: { city: 'Dallas', state: 'TX' },
      delivery: { city: 'Houston', state: 'TX' },
    };
    type Row = { contractId: string; lane: unknown };
    const payments = (await call('GET', '/api/broker/payments?limit=100', broker.token)).json();
    for (const list of ['payments', 'escrow', 'payouts'] as const) {
      const rowsOf = (payments[list] as Row[]).filter((r) => r.contractId === contractId);
      expect(rowsOf.length, list).toBeGreaterThan(0);
      expect(rowsOf[0]?.lane).toEqual(lane);
    }
    const earnings = (await call('GET', '/api/trucker/earnings?limit=100', trucker.token)).json();
    expect((earnings.loads as Row[]).find((r) => r.contractId === contractId)?.lane).toEqual(lane);
    const paymentId = (payments.payments as (Row & { id: string })[]).find(
      (r) => r.contractId === contractId,
    )?.id;
    const receipt = await call('GET', `/api/broker/payments/${paymentId ?? ''}/receipt`, broker.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(`Freight future F-${String(future.number)}: Dallas, TX → Houston, TX`);
  });

  it('an accepted rate future makes a contract that can be cancelled before the start', async () => {
    const pc = await createPrecommitment(t, broker.token, { truck_type: 'flatbed' });
    const accepted = await acceptPrecommitment(t, trucker.token, pc.id);
    expect(accepted.statusCode).toBe(201);
    const contractId = accepted.json<{ contract_id: string }>().contract_id;
    expect((await view(contractId)).commitment).toMatchObject({ kind: 'rate_future', id: pc.id });
    const res = await cancel(contractId, trucker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContractView>()).toMatchObject({ status: 'cancelled', escrowStatus: 'pending' });
  });
});

describe('who may act', () => {
  it('other members get 404, the wrong party 403 or 404, booking contracts 409', async () => {
    const { contractId } = await lockedFuture();
    await signedAndFunded(contractId);
    expect((await act(contractId, 'start', otherTrucker.token)).statusCode).toBe(404);
    expect((await act(contractId, 'start', broker.token)).statusCode).toBe(403);
    expect((await act(contractId, 'confirm', trucker.token)).statusCode).toBe(403);
    expect((await act(contractId, 'confirm', otherBroker.token)).statusCode).toBe(404);
    expect((await act(contractId, 'start', admin.token)).statusCode).toBe(403);
    expect((await cancel(contractId, otherBroker.token)).statusCode).toBe(404);
    expect((await cancel(contractId, otherTrucker.token)).statusCode).toBe(404);
    expect((await view(contractId)).escrow.pickedUpAt).toBeNull();
    expect((await view(contractId)).status).toBe('signed');
  });

  it("a booking's contract is started on its load (409)", async () => {
    const { bookingId } = await createBooking(t, broker.userId, trucker);
    const contractId = await contractIdOf(t, bookingId);
    const res = await act(contractId, 'start', trucker.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("This contract's pickup is recorded on its load");
  });
});

describe('cancelling a futures contract', () => {
  it('by the broker after the trucker signed: TONU to the trucker from escrow, the rest refunded; the future stays locked', async () => {
    const { contractId, future } = await lockedFuture();
    await signedAndFunded(contractId);
    const res = await cancel(contractId, broker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContractView>()).toMatchObject({
      status: 'cancelled',
      escrowStatus: 'refunded',
      cancelReason: 'Lane dried up',
    });
    expect(await payoutRows(contractId)).toEqual([
      { member: 'trucker', amount_cents: String(DEFAULT_TONU_FEE_CENTS), status: 'due' },
    ]);
    expect(await refundRows(contractId)).toEqual([
      { amount_cents: String(100_000 - DEFAULT_TONU_FEE_CENTS) },
    ]);
    const [f] = await rows<{ status: string }>(sql`SELECT status FROM futures WHERE id = ${future.id}`);
    expect(f?.status).toBe('locked');
    expect(await auditActions(t, contractId)).toContain('contract.cancelled');
    // A second submit is refused and changes nothing; so is every later step.
    const again = await cancel(contractId, broker.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This contract was cancelled');
    expect((await act(contractId, 'start', trucker.token)).statusCode).toBe(409);
    expect(await refundRows(contractId)).toHaveLength(1);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('by the trucker: the whole total is refunded; unfunded: nothing moves; an admin may cancel too', async () => {
    const funded = await lockedFuture();
    await signedAndFunded(funded.contractId);
    expect((await cancel(funded.contractId, trucker.token)).statusCode).toBe(200);
    expect(await payoutRows(funded.contractId)).toEqual([]);
    expect(await refundRows(funded.contractId)).toEqual([{ amount_cents: '100000' }]);

    const unfunded = await lockedFuture();
    const res = await cancel(unfunded.contractId, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContractView>()).toMatchObject({
      status: 'cancelled',
      escrowStatus: 'pending',
      yourParty: null,
    });
    expect(await refundRows(unfunded.contractId)).toEqual([]);
  });

  it('refuses after the start, without a reason and while a payment is processing', async () => {
    const { contractId } = await lockedFuture();
    const noReason = await cancel(contractId, broker.token, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);

    await signByBoth(t, contractId, broker, trucker);
    await db().execute(sql`
      INSERT INTO contract_payments (contract_id, broker_id, attempt, status, amount_cents, idempotency_key, provider)
      VALUES (${contractId}, ${broker.userId}, 1, 'processing', 100000, ${`contract:${contractId}:fund:1`}, 'sandbox')`);
    const processing = await cancel(contractId, trucker.token);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().detail).toBe(
      'A payment for this contract is being processed; try again in a minute',
    );
    await db().execute(sql`UPDATE contract_payments SET status = 'failed' WHERE contract_id = ${contractId}`);

    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
    expect((await act(contractId, 'start', trucker.token)).statusCode).toBe(200);
    const late = await cancel(contractId, broker.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Hauling has already started on this contract');
    expect((await view(contractId)).escrowStatus).toBe('held');
  });
});

describe('disputes on a futures contract', () => {
  it('the broker disputes after completion; an admin resolves it with a split', async () => {
    const { contractId } = await completedFuture();
    const disputed = await call('POST', `/api/contracts/${contractId}/dispute`, broker.token, {
      reason: 'Only half the freight moved',
    });
    expect(disputed.statusCode).toBe(200);
    expect((await act(contractId, 'confirm', broker.token)).json().detail).toBe(
      'This delivery is disputed: an admin will resolve it',
    );
    const list = await call('GET', '/api/admin/disputes?status=open', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((d: AdminDisputeView) => d.contractId === contractId)).toMatchObject({
      loadId: null,
      loadNumber: null,
    });
    const resolved = await call('POST', `/api/admin/contracts/${contractId}/resolve`, admin.token, {
      resolution: 'split',
      truckerCents: 50_000,
      brokerCents: 40_000,
      platformCents: 10_000,
      note: 'Half delivered',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<AdminDisputeView>()).toMatchObject({ open: false, resolution: 'split' });
    expect(await payoutRows(contractId)).toEqual([
      { member: 'trucker', amount_cents: '50000', status: 'due' },
    ]);
    expect(await refundRows(contractId)).toEqual([{ amount_cents: '40000' }]);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('an admin release of a disputed futures contract pays 80/10/10', async () => {
    const { contractId } = await completedFuture();
    await call('POST', `/api/contracts/${contractId}/dispute`, broker.token, { reason: 'Late' });
    const res = await call('POST', `/api/admin/contracts/${contractId}/resolve`, admin.token, {
      resolution: 'release',
      note: 'Delivered as agreed',
    });
    expect(res.statusCode).toBe(200);
    expect((await view(contractId)).escrowStatus).toBe('released');
    expect(await payoutRows(contractId)).toHaveLength(2);
  });
});
