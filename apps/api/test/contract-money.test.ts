import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_TONU_FEE_CENTS, type AdminDisputeList, type ContractView } from '@haulclub/shared';
import { loadConfig } from '../src/config';
import { applyContractEvent, autoReleaseDue } from '../src/modules/contracts/index';
import { resumePayments } from '../src/modules/contracts/services/resume-payments';
import { SandboxPaymentProvider } from '../src/modules/payments/providers/sandbox-provider';
import type { TestApp } from './helpers/app';
import { auditActions, createAuthTestApp } from './helpers/auth';
import {
  callApi,
  card,
  CARDS,
  contractIdOf,
  createFundedBooking,
  fund,
  signByBoth,
} from './helpers/contracts';
import { createBooking, createTrucker, eventAbout, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { startStripeFixture } from './helpers/stripe-fixture';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherBroker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;
let sandbox: SandboxPaymentProvider;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherBroker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createTrucker(t),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
  sandbox = new SandboxPaymentProvider(t.db.database.db, 'http://haulclub.test');
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  callApi(t, method, url, token, payload);
const deps = () => ({ db: db(), live: t.app.live, log: t.app.log });
const view = async (id: string, token = broker.token) =>
  (await call('GET', `/api/contracts/${id}`, token)).json<ContractView>();
const step = (bookingId: string, action: 'pickup' | 'deliver' | 'confirm', token: string) =>
  call(
    'POST',
    `/api/bookings/${bookingId}/${action}`,
    token,
    action === 'deliver' ? { note: 'Signed BOL' } : undefined,
  );

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute<T>(query)).rows as T[];
}
const payments = (contractId: string) =>
  rows<{ status: string; attempt: number; card_last4: string | null; failure_message: string | null }>(
    sql`SELECT status, attempt, card_last4, failure_message FROM contract_payments WHERE contract_id = ${contractId} ORDER BY attempt`,
  );
const payoutRows = (contractId: string) =>
  rows<{ member: string; amount_cents: string; status: string }>(
    sql`SELECT member, amount_cents::text, status FROM payouts WHERE contract_id = ${contractId} ORDER BY member`,
  );
const refundRows = (contractId: string) =>
  rows<{ amount_cents: string; status: string; attempts: number; last_error: string | null }>(
    sql`SELECT amount_cents::text, status, attempts, last_error FROM contract_refunds WHERE contract_id = ${contractId}`,
  );
const queuedJobs = (kind: string, key: string) =>
  rows<{ id: number }>(sql`SELECT id FROM jobs WHERE kind = ${kind} AND dedupe_key = ${key}`);
/** The contract's escrow account balance (credits - debits, posted). */
async function escrowBalance(contractId: string): Promise<number> {
  const [row] = await rows<{ balance: string | null }>(sql`
    SELECT (credits_posted - debits_posted)::text AS balance, (credits_pending)::text AS pending
    FROM ledger_accounts WHERE code = 'escrow' AND contract_id = ${contractId}`);
  return Number(row?.balance ?? 0);
}
async function ledgerSumsToZero(): Promise<boolean> {
  const [row] = await rows<{ posted: string; pending: string }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0)::text AS posted,
      coalesce(sum(credits_pending - debits_pending), 0)::text AS pending FROM ledger_accounts`);
  return row?.posted === '0' && row?.pending === '0';
}

/** A signed (not funded) contract of a fresh booking. */
async function signedContract(rateCents = 100_000) {
  const { bookingId, loadId } = await createBooking(t, broker.userId, trucker, { rateCents });
  const contractId = await contractIdOf(t, bookingId);
  await signByBoth(t, contractId, broker, trucker);
  return { bookingId, loadId, contractId };
}

/** A funded, picked-up and delivered booking. */
async function deliveredContract(rateCents = 100_000) {
  const booking = await createFundedBooking(t, broker, trucker, { rateCents });
  expect((await step(booking.bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
  expect((await step(booking.bookingId, 'deliver', trucker.token)).statusCode).toBe(200);
  return booking;
}

describe('TONU setting', () => {
  it('new contracts carry TONU_FEE_CENTS (default DEFAULT_TONU_FEE_CENTS)', async () => {
    const { contractId } = await signedContract();
    expect((await view(contractId)).escrow.tonuFeeCents).toBe(DEFAULT_TONU_FEE_CENTS);
    expect(t.config.contracts.tonuFeeCents).toBe(DEFAULT_TONU_FEE_CENTS);
    const custom = await createAuthTestApp({ env: { TONU_FEE_CENTS: '20000' } });
    try {
      const [b, tr] = await Promise.all([createVerifiedBroker(custom), createTrucker(custom)]);
      const { bookingId } = await createBooking(custom, b.userId, tr);
      const res = await callApi(
        custom,
        'GET',
        `/api/contracts/${await contractIdOf(custom, bookingId)}`,
        b.token,
      );
      expect(res.json<ContractView>().escrow.tonuFeeCents).toBe(20_000);
    } finally {
      await custom.close();
    }
  });

  it('refuses a negative or fractional TONU_FEE_CENTS at boot, naming it', () => {
    for (const value of ['-1', '12.5', 'abc']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TONU_FEE_CENTS: value })).toThrow(/TONU_FEE_CENTS/);
    }
    expect(loadConfig({ NODE_ENV: 'test', TONU_FEE_CENTS: '0' }).contracts.tonuFeeCents).toBe(0);
  });
});

describe('funding escrow (POST /api/contracts/:id/fund)', () => {
  it('charges the card and holds the total in escrow: Funds Secured for both parties', async () => {
    const { contractId } = await signedContract(123_400);
    const res = await fund(t, contractId, broker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contractId,
      status: 'signed',
      escrowStatus: 'held',
      payment: { attempt: 1, status: 'succeeded', amountCents: 123_400, cardLast4: '4242' },
    });
    const asTrucker = await view(contractId, trucker.token);
    expect(asTrucker.escrowStatus).toBe('held');
    expect(asTrucker.escrow.fundedAt).toEqual(expect.any(String));
    expect(await escrowBalance(contractId)).toBe(0); // held: pending, not posted
    const [pending] = await rows<{ pending: string }>(
      sql`SELECT credits_pending::text AS pending FROM ledger_accounts WHERE code = 'escrow' AND contract_id = ${contractId}`,
    );
    expect(pending?.pending).toBe('123400');
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('a declined card answers 402 with the card message and leaves escrow pending; a good card then funds', async () => {
    const { contractId } = await signedContract();
    const declined = await fund(t, contractId, broker.token, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toContain('application/problem+json');
    expect(declined.json()).toMatchObject({ code: 'payment_declined', detail: 'Your card was declined.' });
    const poor = await fund(t, contractId, broker.token, CARDS.insufficient);
    expect(poor.json().detail).toBe('Your card has insufficient funds.');
    expect((await view(contractId)).escrowStatus).toBe('pending');
    expect(await payments(contractId)).toMatchObject([
      { attempt: 1, status: 'declined', failure_message: 'Your card was declined.' },
      { attempt: 2, status: 'declined' },
    ]);
    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
    expect((await view(contractId)).escrowStatus).toBe('held');
  });

  it('a double submit charges once: one 200, the other 409 "already in progress" or "already funded"', async () => {
    const { contractId } = await signedContract();
    const [a, b] = await Promise.all([fund(t, contractId, broker.token), fund(t, contractId, broker.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().detail).toMatch(
      /A payment for this contract is already in progress|Escrow for this contract is already funded/,
    );
    expect((await payments(contractId)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const [charges] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sandbox_charges WHERE transfer_group = ${`contract:${contractId}`}`,
    );
    expect(charges?.n).toBe(1);
  });

  it('refuses an unsigned contract, a funded one, other users and bad bodies, changing nothing', async () => {
    const { bookingId } = await createBooking(t, broker.userId, trucker);
    const unsigned = await contractIdOf(t, bookingId);
    const notSigned = await fund(t, unsigned, broker.token);
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().detail).toBe('Both parties must sign the contract before escrow is funded');

    const { contractId } = await signedContract();
    expect((await fund(t, contractId, otherBroker.token)).statusCode).toBe(404);
    expect((await fund(t, contractId, trucker.token)).statusCode).toBe(403);
    expect((await fund(t, contractId, admin.token)).statusCode).toBe(403);
    const missing = await call('POST', `/api/contracts/${contractId}/fund`, broker.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'card' })]);
    const badCard = await call('POST', `/api/contracts/${contractId}/fund`, broker.token, {
      card: { ...card(), number: '4242424242424241' },
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().errors[0].field).toBe('card.number');
    expect(await payments(contractId)).toEqual([]);

    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
    const again = await fund(t, contractId, broker.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Escrow for this contract is already funded');
  });

  it('a provider outage answers 503 and keeps the attempt; payments.resume settles it by its key', async () => {
    const { contractId } = await signedContract();
    await sandbox.failNext('charge', 1);
    const res = await fund(t, contractId, broker.token);
    expect(res.statusCode).toBe(503);
    expect(await payments(contractId)).toMatchObject([{ status: 'processing' }]);
    expect((await view(contractId)).escrow.paymentProcessing).toBe(true);
    const busy = await fund(t, contractId, broker.token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe('A payment for this contract is already in progress');
    // A minute later the job finds no charge under the key: the attempt fails (the page hears of it live),
    // and the broker may try again.
    const tabs = await follow(t, [`user:${broker.userId}`], broker.token);
    await resumePayments(
      { ...deps(), config: t.config, provider: sandbox },
      { now: new Date(Date.now() + 120_000) },
    );
    expect(await payments(contractId)).toMatchObject([{ status: 'failed' }]);
    await eventAbout(tabs, `user:${broker.userId}`, 'contract.updated', contractId);
    tabs.socket.close();
    expect((await view(contractId)).escrow.paymentProcessing).toBe(false);
    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
  });

  it('a crash between the charge and the database loses nothing: payments.resume funds escrow from the charge', async () => {
    const { contractId } = await signedContract(77_700);
    // The request charged the card, then the process died before recording it.
    const [attempt] = await rows<{ id: string }>(sql`
      INSERT INTO contract_payments (contract_id, broker_id, attempt, amount_cents, provider, idempotency_key, created_at)
      VALUES (${contractId}, ${broker.userId}, 1, 77700, 'sandbox', ${`contract:${contractId}:fund:1`}, now() - interval '2 minutes')
      RETURNING id`);
    const charge = await sandbox.createCharge({
      amountCents: 77_700,
      paymentMethod: card(),
      transferGroup: `contract:${contractId}`,
      idempotencyKey: `contract:${contractId}:fund:1`,
      description: 'crashed',
    });
    expect(charge.status).toBe('succeeded');
    expect(attempt).toBeDefined();
    const settled = await resumePayments({ ...deps(), config: t.config, provider: sandbox });
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await payments(contractId)).toMatchObject([{ status: 'succeeded' }]);
    expect((await view(contractId)).escrowStatus).toBe('held');
    // Once more changes nothing.
    await resumePayments({ ...deps(), config: t.config, provider: sandbox });
    expect(await payments(contractId)).toHaveLength(1);
  });
});

describe('pickup, delivery and release', () => {
  it('refuses pickup until escrow is funded, then delivery starts the 24 h window', async () => {
    const { bookingId, contractId } = await signedContract();
    const refused = await step(bookingId, 'pickup', trucker.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Escrow is not funded yet: the broker must fund it before pickup');
    expect((await call('GET', `/api/bookings/${bookingId}`, trucker.token)).json().stage).toBe('booked');
    expect((await fund(t, contractId, broker.token)).statusCode).toBe(200);
    expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
    expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200); // a repeat
    expect((await step(bookingId, 'deliver', trucker.token)).statusCode).toBe(200);
    const c = await view(contractId);
    expect(c.escrow.deliveredAt).toEqual(expect.any(String));
    expect(Date.parse(c.escrow.releaseDueAt ?? '') - Date.parse(c.escrow.deliveredAt ?? '')).toBe(
      24 * 3_600_000,
    );
  });

  it('tells both parties live when the load is picked up and delivered (the contract page shows the window)', async () => {
    const { bookingId, contractId } = await createFundedBooking(t, broker, trucker);
    const tabs = await follow(t, [`user:${broker.userId}`], broker.token);
    try {
      expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
      await eventAbout(tabs, `user:${broker.userId}`, 'contract.updated', contractId);
      expect((await step(bookingId, 'deliver', trucker.token)).statusCode).toBe(200);
      await eventAbout(tabs, `user:${broker.userId}`, 'contract.updated', contractId);
    } finally {
      tabs.socket.close();
    }
  });

  it("the broker's confirmation releases 80/10/10 and makes the payouts due (queued once)", async () => {
    const { bookingId, contractId } = await deliveredContract(100_001);
    const res = await step(bookingId, 'confirm', broker.token);
    expect(res.statusCode).toBe(200);
    const c = await view(contractId);
    expect(c.escrowStatus).toBe('released');
    expect(c.escrow.releasedAt).toEqual(expect.any(String));
    expect(await payoutRows(contractId)).toEqual([
      { member: 'broker', amount_cents: String(c.brokerCents), status: expect.any(String) },
      { member: 'trucker', amount_cents: String(c.truckerCents), status: expect.any(String) },
    ]);
    expect(await queuedJobs('payouts.pay', `payout:${contractId}:trucker`)).toHaveLength(1);
    const [platform] = await rows<{ amount: string }>(sql`
      SELECT amount::text FROM ledger_transfers WHERE contract_id = ${contractId} AND code = 'release_platform'`);
    expect(Number(platform?.amount)).toBe(c.platformCents);
    expect((await step(bookingId, 'confirm', broker.token)).statusCode).toBe(200); // a repeat changes nothing
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('releases by itself 24 h after the POD unless disputed, and marks the booking confirmed', async () => {
    const early = await deliveredContract();
    const late = await deliveredContract();
    const disputed = await deliveredContract();
    expect(
      (
        await call('POST', `/api/contracts/${disputed.contractId}/dispute`, broker.token, {
          reason: 'Damaged',
        })
      ).statusCode,
    ).toBe(200);
    for (const b of [late, disputed]) {
      await db().execute(
        sql`UPDATE bookings SET delivered_at = now() - interval '25 hours', picked_up_at = now() - interval '26 hours', booked_at = now() - interval '27 hours' WHERE id = ${b.bookingId}`,
      );
    }
    await autoReleaseDue(deps());
    expect((await view(early.contractId)).escrowStatus).toBe('held');
    expect((await view(disputed.contractId)).escrowStatus).toBe('held');
    expect((await view(late.contractId)).escrowStatus).toBe('released');
    const booking = (await call('GET', `/api/bookings/${late.bookingId}`, broker.token)).json();
    expect(booking.confirmedAt).toEqual(expect.any(String));
    expect((await step(late.bookingId, 'confirm', broker.token)).statusCode).toBe(200);
    // With an injected clock the early one is due a day later; a second sweep finds nothing left.
    await autoReleaseDue(deps(), { now: new Date(Date.now() + 25 * 3_600_000) });
    expect((await view(early.contractId)).escrowStatus).toBe('released');
    expect(await autoReleaseDue(deps(), { now: new Date(Date.now() + 25 * 3_600_000) })).toBe(0);
  });
});

describe('racing releases', () => {
  it("the broker's confirmation racing the sweeper's release moves the money once", async () => {
    const { bookingId, contractId } = await deliveredContract(90_000);
    await db().execute(
      sql`UPDATE bookings SET delivered_at = now() - interval '25 hours', picked_up_at = now() - interval '26 hours', booked_at = now() - interval '27 hours' WHERE id = ${bookingId}`,
    );
    const [confirm] = await Promise.all([step(bookingId, 'confirm', broker.token), autoReleaseDue(deps())]);
    expect([200, 409]).toContain(confirm.statusCode);
    expect((await view(contractId)).escrowStatus).toBe('released');
    const [posts] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE contract_id = ${contractId} AND flags = 'post_pending'`);
    expect(posts?.n).toBe(1);
    expect(await payoutRows(contractId)).toHaveLength(2);
    expect(await ledgerSumsToZero()).toBe(true);
  });
});

describe('50 concurrent confirmations', () => {
  it('of one delivery release the hold once: one posting, one set of shares, every answer the same contract', async () => {
    const { bookingId, contractId } = await deliveredContract(100_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => step(bookingId, 'confirm', broker.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect((await view(contractId)).escrowStatus).toBe('released');
    const transfers = await rows<{ flags: string; code: string | null; n: number }>(sql`
      SELECT flags, code, count(*)::int AS n FROM ledger_transfers
      WHERE contract_id = ${contractId} AND code IS DISTINCT FROM 'payout' AND flags <> 'pending' AND code IS DISTINCT FROM 'fund'
      GROUP BY flags, code ORDER BY flags, code`);
    expect(transfers).toEqual([
      { flags: 'none', code: 'release_broker', n: 1 },
      { flags: 'none', code: 'release_platform', n: 1 },
      { flags: 'none', code: 'release_trucker', n: 1 },
      { flags: 'post_pending', code: expect.anything(), n: 1 },
    ]);
    expect(await payoutRows(contractId)).toEqual([
      { member: 'broker', amount_cents: '10000', status: expect.any(String) },
      { member: 'trucker', amount_cents: '80000', status: expect.any(String) },
    ]);
    expect(await ledgerSumsToZero()).toBe(true);
  });
});

describe('disputes', () => {
  it('the broker disputes within the window with a reason; the release waits for an admin', async () => {
    const { bookingId, contractId } = await deliveredContract();
    const url = `/api/contracts/${contractId}/dispute`;
    const noReason = await call('POST', url, broker.token, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await call('POST', url, trucker.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', url, otherBroker.token, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('POST', url, admin.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload: { reason: 'x' } })).statusCode).toBe(401);
    const res = await call('POST', url, broker.token, { reason: 'Two pallets crushed' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContractView>().escrow.dispute).toMatchObject({
      reason: 'Two pallets crushed',
      resolution: null,
    });
    expect((await call('POST', url, broker.token, { reason: 'again' })).statusCode).toBe(409);
    const confirm = await step(bookingId, 'confirm', broker.token);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().detail).toBe('This delivery is disputed: an admin will resolve it');
  });

  it('refuses a dispute before delivery and after the 24 hours', async () => {
    const before = await createFundedBooking(t, broker, trucker);
    const early = await call('POST', `/api/contracts/${before.contractId}/dispute`, broker.token, {
      reason: 'x',
    });
    expect(early.statusCode).toBe(409);
    const late = await deliveredContract();
    await db().execute(
      sql`UPDATE bookings SET delivered_at = now() - interval '25 hours', picked_up_at = now() - interval '26 hours', booked_at = now() - interval '27 hours' WHERE id = ${late.bookingId}`,
    );
    const res = await call('POST', `/api/contracts/${late.contractId}/dispute`, broker.token, {
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The 24 hours to dispute this delivery have passed');
  });

  it('admins list disputes (open first) and resolve them: release, refund or a split summing to the total', async () => {
    const a = await deliveredContract(100_000);
    const b = await deliveredContract(100_000);
    const c = await deliveredContract(100_000);
    for (const x of [a, b, c]) {
      await call('POST', `/api/contracts/${x.contractId}/dispute`, broker.token, {
        reason: `Reason ${x.number}`,
      });
    }
    expect((await call('GET', '/api/admin/disputes', broker.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/disputes', trucker.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/disputes' })).statusCode).toBe(401);
    const resolveUrl = (id: string) => `/api/admin/contracts/${id}/resolve`;
    expect(
      (await call('POST', resolveUrl(a.contractId), broker.token, { resolution: 'release', note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', resolveUrl(a.contractId), trucker.token, { resolution: 'release', note: 'x' }))
        .statusCode,
    ).toBe(403);

    const badSum = await call('POST', resolveUrl(a.contractId), admin.token, {
      resolution: 'split',
      truckerCents: 50_000,
      brokerCents: 40_000,
      platformCents: 5_000,
      note: 'Half',
    });
    expect(badSum.statusCode).toBe(400);
    expect(badSum.json().errors).toEqual([expect.objectContaining({ field: 'truckerCents' })]);
    const missingShare = await call('POST', resolveUrl(a.contractId), admin.token, {
      resolution: 'split',
      truckerCents: 50_000,
      platformCents: 5_000,
      note: 'Half',
    });
    expect(missingShare.statusCode).toBe(400);
    expect(missingShare.json().errors).toEqual([expect.objectContaining({ field: 'brokerCents' })]);
    const noNote = await call('POST', resolveUrl(a.contractId), admin.token, { resolution: 'release' });
    expect(noNote.json().errors).toEqual([expect.objectContaining({ field: 'note' })]);

    const split = await call('POST', resolveUrl(a.contractId), admin.token, {
      resolution: 'split',
      truckerCents: 50_000,
      brokerCents: 45_000,
      platformCents: 5_000,
      note: 'Half the load was damaged',
    });
    expect(split.statusCode).toBe(200);
    expect(split.json()).toMatchObject({
      open: false,
      resolution: 'split',
      resolvedTruckerCents: 50_000,
      resolvedBrokerCents: 45_000,
      note: 'Half the load was damaged',
      resolvedBy: { id: admin.userId },
    });
    expect(await payoutRows(a.contractId)).toEqual([
      { member: 'trucker', amount_cents: '50000', status: expect.any(String) },
    ]);
    expect(await refundRows(a.contractId)).toMatchObject([{ amount_cents: '45000' }]);
    expect(await auditActions(t, a.contractId)).toContain('contract.dispute_resolved');
    const twice = await call('POST', resolveUrl(a.contractId), admin.token, {
      resolution: 'release',
      note: 'x',
    });
    expect(twice.statusCode).toBe(409);

    const refund = await call('POST', resolveUrl(b.contractId), admin.token, {
      resolution: 'refund',
      note: 'No show',
    });
    expect(refund.json()).toMatchObject({ contractStatus: 'cancelled', escrowStatus: 'refunded' });
    expect(await refundRows(b.contractId)).toMatchObject([{ amount_cents: '100000' }]);

    const list = (await call('GET', '/api/admin/disputes', admin.token)).json<AdminDisputeList>();
    const ours = list.items.filter((d) => [a, b, c].some((x) => x.contractId === d.contractId));
    expect(ours.map((d) => d.open)).toEqual([true, false, false]);
    expect(ours[0]).toMatchObject({
      contractId: c.contractId,
      reason: `Reason ${c.number}`,
      totalCents: 100_000,
    });
    expect(list.open).toBeGreaterThanOrEqual(1);
    const release = await call('POST', resolveUrl(c.contractId), admin.token, {
      resolution: 'release',
      note: 'Fine',
    });
    expect(release.json()).toMatchObject({ escrowStatus: 'released' });
    expect((await call('GET', `/api/bookings/${c.bookingId}`, broker.token)).json().confirmedAt).toEqual(
      expect.any(String),
    );
    expect(await ledgerSumsToZero()).toBe(true);
  });
});

describe('cancellation (POST /api/contracts/:id/cancel)', () => {
  const cancel = (id: string, token: string, reason: unknown = 'Shipper postponed') =>
    call('POST', `/api/contracts/${id}/cancel`, token, { reason });

  it('by the broker after the trucker signed: the trucker is paid the TONU fee from escrow, the rest refunded', async () => {
    const { contractId, bookingId, loadId } = await createFundedBooking(t, broker, trucker, {
      rateCents: 100_000,
    });
    const res = await cancel(contractId, broker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContractView>()).toMatchObject({
      status: 'cancelled',
      escrowStatus: 'refunded',
      cancelReason: 'Shipper postponed',
    });
    expect((await call('GET', `/api/bookings/${bookingId}`, trucker.token)).json().stage).toBe('cancelled');
    const [load] = await rows<{ status: string }>(sql`SELECT status FROM loads WHERE id = ${loadId}`);
    expect(load?.status).toBe('cancelled');
    expect(await payoutRows(contractId)).toEqual([
      { member: 'trucker', amount_cents: String(DEFAULT_TONU_FEE_CENTS), status: expect.any(String) },
    ]);
    expect(await refundRows(contractId)).toMatchObject([
      { amount_cents: String(100_000 - DEFAULT_TONU_FEE_CENTS) },
    ]);
    await t.app.jobs.runDue();
    expect(await refundRows(contractId)).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    const [refunded] = await rows<{ n: string }>(sql`
      SELECT coalesce(sum(r.amount_cents), 0)::text AS n FROM sandbox_refunds r
      JOIN sandbox_charges c ON c.id = r.charge_id WHERE c.transfer_group = ${`contract:${contractId}`}`);
    expect(refunded?.n).toBe(String(100_000 - DEFAULT_TONU_FEE_CENTS));
    expect(await auditActions(t, contractId)).toContain('contract.cancelled');
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('by the trucker: the whole total is refunded; unfunded: nothing moves', async () => {
    const funded = await createFundedBooking(t, broker, trucker, { rateCents: 60_000 });
    expect((await cancel(funded.contractId, trucker.token)).statusCode).toBe(200);
    expect(await payoutRows(funded.contractId)).toEqual([]);
    expect(await refundRows(funded.contractId)).toMatchObject([{ amount_cents: '60000' }]);

    const { contractId } = await signedContract();
    const res = await cancel(contractId, broker.token);
    expect(res.json()).toMatchObject({ status: 'cancelled', escrowStatus: 'pending' });
    expect(await refundRows(contractId)).toEqual([]);
  });

  it('refuses after pickup (409), other users (404), admins (403) and a missing reason (400), changing nothing', async () => {
    const { contractId, bookingId } = await createFundedBooking(t, broker, trucker);
    expect((await cancel(contractId, otherBroker.token)).statusCode).toBe(404);
    expect((await cancel(contractId, otherTrucker.token)).statusCode).toBe(404);
    expect((await cancel(contractId, admin.token)).statusCode).toBe(403);
    const noReason = await cancel(contractId, broker.token, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
    const late = await cancel(contractId, broker.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('The load was already picked up');
    expect((await view(contractId)).status).toBe('signed');
  });

  it("an admin's load cancellation refunds held escrow in full", async () => {
    const { contractId, loadId } = await createFundedBooking(t, broker, trucker, { rateCents: 80_000 });
    const res = await call('POST', `/api/admin/loads/${loadId}/cancel`, admin.token, {
      reason: 'Fraud check',
    });
    expect(res.statusCode).toBe(200);
    expect(await view(contractId)).toMatchObject({ status: 'cancelled', escrowStatus: 'refunded' });
    expect(await refundRows(contractId)).toMatchObject([{ amount_cents: '80000' }]);
    expect(await payoutRows(contractId)).toEqual([]);
  });

  it("refuses an admin's cancellation of a load in transit: the escrow stays held", async () => {
    const { contractId, loadId, bookingId } = await createFundedBooking(t, broker, trucker);
    expect((await step(bookingId, 'pickup', trucker.token)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/loads/${loadId}/cancel`, admin.token, { reason: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The load was already picked up');
    expect(await view(contractId)).toMatchObject({ status: 'signed', escrowStatus: 'held' });
    expect((await call('GET', `/api/bookings/${bookingId}`, trucker.token)).json().stage).toBe('in_transit');
  });

  it('the refund job retries an outage with the same key and records a final failure', async () => {
    const retried = await createFundedBooking(t, broker, trucker, { rateCents: 50_000 });
    await sandbox.failNext('refund', 1);
    expect((await cancel(retried.contractId, trucker.token)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(await refundRows(retried.contractId)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await db().execute(
      sql`UPDATE jobs SET run_at = now() WHERE kind = 'refunds.create' AND status = 'queued'`,
    );
    await t.app.jobs.runDue();
    expect(await refundRows(retried.contractId)).toMatchObject([
      { status: 'succeeded', attempts: 2, last_error: null },
    ]);

    const failing = await createFundedBooking(t, broker, trucker, { rateCents: 50_000 });
    await sandbox.failNext('refund', 100);
    try {
      expect((await cancel(failing.contractId, trucker.token)).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        await db().execute(
          sql`UPDATE jobs SET run_at = now() WHERE kind = 'refunds.create' AND status = 'queued'`,
        );
        await t.app.jobs.runDue();
      }
    } finally {
      await sandbox.failNext('refund', 0);
    }
    const [failed] = await refundRows(failing.contractId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(failed?.last_error).toEqual(expect.any(String));
  });
});

describe('applyContractEvent', () => {
  it('refuses with escrow problems and changes nothing: 409 for state, 400 naming the field for input', async () => {
    const { contractId } = await signedContract();
    const attempt = (event: Parameters<typeof applyContractEvent>[3]) =>
      db().transaction((tx) => applyContractEvent(deps(), tx, contractId, event));
    await expect(attempt({ type: 'pickUp' })).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(attempt({ type: 'confirm' })).rejects.toMatchObject({ status: 409 });
    await expect(attempt({ type: 'sign', party: 'broker' })).rejects.toMatchObject({
      detail: 'You have already signed this contract',
    });
    await expect(
      db().transaction((tx) =>
        applyContractEvent(deps(), tx, '00000000-0000-4000-8000-000000000000', { type: 'fund' }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect((await view(contractId)).escrowStatus).toBe('pending');
  });

  it('a retried event makes the same ledger transfers (exists), and queues a payout once', async () => {
    const { contractId } = await deliveredContract();
    const first = await db().transaction((tx) =>
      applyContractEvent(deps(), tx, contractId, { type: 'confirm' }),
    );
    expect(first.payoutsDue.sort()).toEqual(['broker', 'trucker']);
    await expect(
      db().transaction((tx) => applyContractEvent(deps(), tx, contractId, { type: 'confirm' })),
    ).rejects.toMatchObject({ status: 409, detail: 'The escrow was already released' });
    expect(await queuedJobs('payouts.pay', `payout:${contractId}:broker`)).toHaveLength(1);
  });
});

describe('funding through Stripe (local fixture)', () => {
  it('takes a PaymentMethod id: a good card funds, a declined one is 402 with its message, card details are 400', async () => {
    const stripe = await startStripeFixture();
    const s = await createAuthTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_haulclub_fixture',
        STRIPE_WEBHOOK_SECRET: 'whsec_haulclub_fixture',
        STRIPE_API_BASE: stripe.url,
      },
    });
    try {
      const [b, tr] = await Promise.all([createVerifiedBroker(s), createTrucker(s)]);
      const { bookingId } = await createBooking(s, b.userId, tr, { rateCents: 45_000 });
      const id = await contractIdOf(s, bookingId);
      await signByBoth(s, id, b, tr);
      const fundWith = (body: unknown) => callApi(s, 'POST', `/api/contracts/${id}/fund`, b.token, body);
      const withCard = await fundWith({ card: card() });
      expect(withCard.statusCode).toBe(400);
      expect(withCard.json().errors).toEqual([expect.objectContaining({ field: 'paymentMethodId' })]);
      const declined = await fundWith({ paymentMethodId: 'pm_card_chargeDeclined' });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().detail).toBe('Your card was declined.');
      const ok = await fundWith({ paymentMethodId: 'pm_card_visa' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ escrowStatus: 'held', payment: { status: 'succeeded', attempt: 2 } });
      const intent = stripe.requests.find(
        (r) => r.path === '/v1/payment_intents' && r.params.payment_method === 'pm_card_visa',
      );
      expect(intent?.params).toMatchObject({
        transfer_group: `contract:${id}`,
        'metadata[idempotency_key]': `contract:${id}:fund:2`,
      });
    } finally {
      await s.close();
      await stripe.close();
    }
  });
});
