import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_EVENT_TYPES, splitAmount, type AdminPayoutList } from '@haulclub/shared';
import type { SandboxPaymentProvider } from '../src/modules/payments/providers/sandbox-provider';
import {
  payoutIdempotencyKey,
  payPayout,
  preparePayout,
  sendPayout,
  sweepPayouts,
  type PayoutsDeps,
} from '../src/modules/payouts/index';
import type { TestApp } from './helpers/app';
import { auditActions, bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  contractStatus,
  moneyContract,
  payoutsOf,
  releaseThroughRoutes,
  sandboxPayoutAccount,
} from './helpers/money';

let t: TestApp;
let deps: PayoutsDeps;
let sandbox: SandboxPaymentProvider;
let admin: TestAccount;

beforeAll(async () => {
  // The periodic sweeper stays out of the way: the tests run it themselves.
  t = await createAuthTestApp({ env: { PAYOUT_SWEEP_INTERVAL_MS: '3600000' } });
  sandbox = t.app.paymentProvider as SandboxPaymentProvider;
  deps = { db: t.db.database.db, live: t.app.live, provider: t.app.paymentProvider, log: t.app.log };
  admin = await createAdminAccount(t);
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;

/** A broker and a trucker; each with a ready sandbox payout account unless told otherwise. */
async function parties({ truckerReady = true, brokerReady = true } = {}) {
  const [broker, trucker] = await Promise.all([createVerifiedBroker(t), createTrucker(t)]);
  const truckerAccount = truckerReady ? await sandboxPayoutAccount(t, trucker) : null;
  const brokerAccount = brokerReady ? await sandboxPayoutAccount(t, broker) : null;
  return { broker, trucker, truckerAccount, brokerAccount };
}

/** Makes an account ready at the provider and in payment_accounts without the readiness hook (no job queued). */
async function readyWithoutHook(accountId: string) {
  await db().execute(sql`UPDATE sandbox_connect_accounts SET details_submitted = true, charges_enabled = true,
    payouts_enabled = true WHERE id = ${accountId}`);
  await db().execute(sql`UPDATE payment_accounts SET details_submitted = true, charges_enabled = true,
    payouts_enabled = true WHERE account_id = ${accountId}`);
}

async function transfersOf(contractId: string) {
  const { rows } = await db().execute<{
    id: string;
    idempotency_key: string;
    destination_account_id: string;
    amount_cents: number;
    source_transaction: string | null;
  }>(sql`SELECT id, idempotency_key, destination_account_id, amount_cents, source_transaction
    FROM sandbox_transfers WHERE transfer_group = ${`contract:${contractId}`} ORDER BY created_at`);
  return rows;
}

/** A member's ledger account of `code` (payable, payouts): posted balance and pending debits. */
async function ledgerOf(userId: string, code: 'payable' | 'payouts') {
  const { rows } = await db().execute<{ posted: string; pending: string }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0) AS posted,
      coalesce(sum(debits_pending + credits_pending), 0) AS pending
    FROM ledger_accounts WHERE code = ${code} AND user_id = ${userId}`);
  return { posted: Number(rows[0]!.posted), pending: Number(rows[0]!.pending) };
}

/** The trucker's payout jobs of a contract. */
const payoutJobs = async (contractId: string) => {
  const { rows } = await db().execute<{ status: string; attempts: number }>(
    sql`SELECT status, attempts FROM jobs WHERE kind = 'payouts.pay' AND payload->>'contractId' = ${contractId}
      AND payload->>'member' = 'trucker' ORDER BY id`,
  );
  return rows;
};

/** Runs the queue until nothing is due; a job waiting for its back-off is made due again `times` times. */
async function drainJobs(times = 0) {
  await t.app.jobs.runDue();
  for (let i = 0; i < times; i++) {
    await db().execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued' AND kind = 'payouts.pay'`);
    await t.app.jobs.runDue();
  }
}

describe('released money is paid out at once', () => {
  it('pays the trucker 80% and the broker 10% through the provider; the contract is executed when both are paid', async () => {
    const { broker, trucker, truckerAccount, brokerAccount } = await parties();
    const c = await moneyContract(t, broker, trucker, { rateCents: 250_001 });
    const split = splitAmount(250_001);
    await drainJobs();

    const payouts = await payoutsOf(t, c.contractId);
    expect(payouts.trucker).toMatchObject({ status: 'paid', amountCents: split.trucker, attempts: 1 });
    expect(payouts.broker).toMatchObject({ status: 'paid', amountCents: split.broker, attempts: 1 });
    const transfers = await transfersOf(c.contractId);
    expect(transfers).toHaveLength(2);
    const toTrucker = transfers.find((tr) => tr.destination_account_id === truckerAccount!.accountId)!;
    expect(toTrucker).toMatchObject({
      id: payouts.trucker!.provider_transfer_id,
      amount_cents: split.trucker,
      source_transaction: c.chargeId,
      idempotency_key: payoutIdempotencyKey(payouts.trucker!.hold_transfer_id!),
    });
    expect(transfers.find((tr) => tr.destination_account_id === brokerAccount!.accountId)).toMatchObject({
      amount_cents: split.broker,
    });
    expect(await contractStatus(t, c.contractId)).toEqual({ status: 'executed', escrowStatus: 'released' });
    // The ledger: payable emptied into payouts (posted), no hold left.
    expect(await ledgerOf(trucker.userId, 'payable')).toEqual({ posted: 0, pending: 0 });
    expect(await ledgerOf(trucker.userId, 'payouts')).toEqual({ posted: split.trucker, pending: 0 });
  });

  it('pays out a contract released through the API (fund, pickup, deliver, confirm) with no other step', async () => {
    const { broker, trucker } = await parties();
    const c = await releaseThroughRoutes(t, broker, trucker, { rateCents: 180_000 });
    await drainJobs();
    const payouts = await payoutsOf(t, c.contractId);
    expect(payouts.trucker).toMatchObject({ status: 'paid', amountCents: 144_000 });
    expect(payouts.broker).toMatchObject({ status: 'paid', amountCents: 18_000 });
    expect(await contractStatus(t, c.contractId)).toEqual({ status: 'executed', escrowStatus: 'released' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${c.contractId}`,
      headers: bearer(trucker.token),
    });
    expect(res.json()).toMatchObject({ status: 'executed', escrowStatus: 'released' });
  });

  it('keeps the contract signed while the broker’s 10% waits for a payout account', async () => {
    const { broker, trucker } = await parties({ brokerReady: false });
    const c = await moneyContract(t, broker, trucker);
    await drainJobs();
    const payouts = await payoutsOf(t, c.contractId);
    expect(payouts.trucker!.status).toBe('paid');
    expect(payouts.broker).toMatchObject({ status: 'due', attempts: 0, hold_transfer_id: null });
    expect(await contractStatus(t, c.contractId)).toMatchObject({ status: 'signed' });
  });
});

describe('a member without a ready payout account', () => {
  it('keeps a due balance in payable, paid the moment the account becomes ready', async () => {
    const { broker, trucker } = await parties({ truckerReady: false });
    const c = await moneyContract(t, broker, trucker, { rateCents: 100_000 });
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({ status: 'due', attempts: 0 });
    expect(await ledgerOf(trucker.userId, 'payable')).toEqual({ posted: 80_000, pending: 0 });
    expect(await transfersOf(c.contractId)).toHaveLength(1); // the broker's only

    // Onboarding under way is not enough.
    const account = await sandboxPayoutAccount(t, trucker, { ready: false });
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('due');

    // Completing it queues the payout in the same transaction (the sweeper is not running).
    await account.complete();
    expect(await payoutJobs(c.contractId)).toHaveLength(2);
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await ledgerOf(trucker.userId, 'payable')).toEqual({ posted: 0, pending: 0 });
    expect(await ledgerOf(trucker.userId, 'payouts')).toEqual({ posted: 80_000, pending: 0 });
    expect(await contractStatus(t, c.contractId)).toMatchObject({ status: 'executed' });
  });
});

describe('an account turning ready while the payout’s job is running', () => {
  it('is not folded into the running job: a job of its own pays the payout', async () => {
    const { broker, trucker } = await parties({ truckerReady: false, brokerReady: false });
    const c = await moneyContract(t, broker, trucker, { rateCents: 100_000 });
    await drainJobs();
    const account = await sandboxPayoutAccount(t, trucker, { ready: false });
    // A runner holds the payout's job (claimed, lease running) when the account turns ready.
    const { rows } = await db().execute<{ id: number }>(sql`
      INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key, attempts, locked_until)
      VALUES ('payouts.pay', ${JSON.stringify({ contractId: c.contractId, member: 'trucker' })}::jsonb, now(), 5,
        ${`payout:${c.contractId}:trucker`}, 1, now() + interval '5 minutes')
      RETURNING id`);
    await account.complete();
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({ status: 'paid', attempts: 1 });
    await db().execute(sql`UPDATE jobs SET status = 'done', locked_until = NULL WHERE id = ${rows[0]!.id}`);
  });
});

describe('provider failures', () => {
  it('retries a 5xx storm from the job with the same idempotency key: one transfer', async () => {
    const { broker, trucker, truckerAccount } = await parties({ brokerReady: false });
    await sandbox.failNext('transfer', 3);
    const c = await moneyContract(t, broker, trucker);
    await drainJobs();
    let payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'pending', attempts: 1 });
    expect(payout.last_error).toContain('unavailable');
    const hold = payout.hold_transfer_id;
    const [job] = await payoutJobs(c.contractId);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });

    await drainJobs(3); // three back-offs later
    payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'paid', attempts: 1, hold_transfer_id: hold, last_error: null });
    const transfers = await transfersOf(c.contractId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      destination_account_id: truckerAccount!.accountId,
      idempotency_key: payoutIdempotencyKey(hold!),
    });
    expect(await payoutJobs(c.contractId)).toEqual([
      expect.objectContaining({ status: 'done', attempts: 4 }),
    ]);
  });

  it('fails a payout the provider refuses for good: hold voided, balance back in payable, waiting for an admin', async () => {
    const { broker, trucker } = await parties({ truckerReady: false, brokerReady: false });
    const account = await sandboxPayoutAccount(t, trucker, { ready: false });
    const c = await moneyContract(t, broker, trucker, { rateCents: 100_000 });
    // HaulClub believes the account ready, but the provider refuses (its payouts are not enabled).
    await db().execute(
      sql`UPDATE payment_accounts SET payouts_enabled = true WHERE account_id = ${account.accountId}`,
    );
    await payPayout(deps, { contractId: c.contractId, member: 'trucker' }, { log: t.app.log });
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'failed', attempts: 1 });
    expect(payout.last_error).toContain('cannot receive transfers');
    expect(await ledgerOf(trucker.userId, 'payable')).toEqual({ posted: 80_000, pending: 0 });
    expect(await ledgerOf(trucker.userId, 'payouts')).toEqual({ posted: 0, pending: 0 });
    // Neither the job nor the sweeper touches it again.
    await sweepPayouts(deps, 0);
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('failed');
    expect(await transfersOf(c.contractId)).toHaveLength(0);
  });
});

describe('a crash never pays twice nor loses a payout', () => {
  /** A released contract whose trucker's account became ready without queuing anything: no job will run. */
  async function strandedPayout() {
    const { broker, trucker } = await parties({ truckerReady: false, brokerReady: false });
    const account = await sandboxPayoutAccount(t, trucker, { ready: false });
    const c = await moneyContract(t, broker, trucker);
    await drainJobs(); // the release's job finds no ready account and ends
    await readyWithoutHook(account.accountId);
    return c;
  }
  const age = (contractId: string) =>
    db().execute(sql`UPDATE payouts SET last_attempt_at = now() - interval '10 minutes'
      WHERE contract_id = ${contractId}`);

  it('after the ledger hold (tx1) and before the provider call: the sweeper re-sends it, one transfer', async () => {
    const c = await strandedPayout();
    const send = await preparePayout(deps, c.contractId, 'trucker'); // then the process dies
    expect(send).not.toBeNull();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('pending');

    await sweepPayouts(deps);
    expect(await payoutJobs(c.contractId)).toHaveLength(1); // not stale yet: only the release's job
    await age(c.contractId);
    await sweepPayouts(deps);
    expect(await payoutJobs(c.contractId)).toHaveLength(2);
    await drainJobs();
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'paid', attempts: 1, hold_transfer_id: send!.holdTransferId });
    expect(await transfersOf(c.contractId)).toHaveLength(1);
  });

  it('after the provider call and before recording its answer: the re-send gets the same transfer', async () => {
    const c = await strandedPayout();
    const send = (await preparePayout(deps, c.contractId, 'trucker'))!;
    const answer = await sendPayout(deps, send); // the answer is lost with the process
    expect(answer.ok).toBe(true);
    await age(c.contractId);
    await sweepPayouts(deps);
    await drainJobs();
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout.status).toBe('paid');
    expect(payout.provider_transfer_id).toBe(answer.ok ? answer.transferId : null);
    expect(await transfersOf(c.contractId)).toHaveLength(1);
  });

  it('two runners racing on one payout make one transfer and post the hold once', async () => {
    const c = await strandedPayout();
    const job = { contractId: c.contractId, member: 'trucker' };
    await Promise.all([
      payPayout(deps, job, { log: t.app.log }),
      payPayout(deps, job, { log: t.app.log }),
      payPayout(deps, job, { log: t.app.log }),
    ]);
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await transfersOf(c.contractId)).toHaveLength(1);
    const { rows } = await db().execute<{ code: string; flags: string; n: number }>(sql`
      SELECT code, flags, count(*)::int AS n FROM ledger_transfers
      WHERE contract_id = ${c.contractId} AND code = 'payout' GROUP BY code, flags ORDER BY flags`);
    expect(rows).toEqual([
      { code: 'payout', flags: 'pending', n: 1 },
      { code: 'payout', flags: 'post_pending', n: 1 },
    ]);
  });

  it('drops a job with an invalid payload instead of retrying it forever', async () => {
    await expect(
      payPayout(deps, { contractId: 'nope', member: 'x' }, { log: t.app.log }),
    ).resolves.toBeUndefined();
  });
});

describe('admin payout queue', () => {
  async function failedPayout() {
    const { broker, trucker } = await parties({ truckerReady: false, brokerReady: false });
    const account = await sandboxPayoutAccount(t, trucker, { ready: false });
    const c = await moneyContract(t, broker, trucker, { rateCents: 120_000 });
    await db().execute(
      sql`UPDATE payment_accounts SET payouts_enabled = true WHERE account_id = ${account.accountId}`,
    );
    await payPayout(deps, { contractId: c.contractId, member: 'trucker' }, { log: t.app.log });
    return { c, trucker, broker, account, payout: (await payoutsOf(t, c.contractId)).trucker! };
  }
  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/payouts${query}`, headers: bearer(token) });
  const retry = (token: string, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/payouts/${id}/retry`, headers: bearer(token) });

  it('lists open payouts failed first, with the member, contract, amount, attempts and last error', async () => {
    const { c, trucker, payout } = await failedPayout();
    const res = await list(admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminPayoutList>();
    expect(body.items[0]!.status).toBe('failed');
    expect(body.items.every((p) => p.status !== 'paid')).toBe(true);
    const item = body.items.find((p) => p.id === payout.id);
    expect(item).toMatchObject({
      status: 'failed',
      member: 'trucker',
      amountCents: 96_000,
      attempts: 1,
      lastError: expect.stringContaining('cannot receive transfers'),
      lastAttemptAt: expect.any(String),
      user: { id: trucker.userId, email: trucker.email, readiness: 'ready' },
      contract: { id: c.contractId, route: expect.stringContaining('→'), totalCents: 120_000 },
    });
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(body.total).toBe(body.counts.due + body.counts.pending + body.counts.failed);

    const paid = (await list(admin.token, '?status=paid')).json<AdminPayoutList>();
    expect(paid.items.length).toBeGreaterThan(0);
    expect(paid.items.every((p) => p.status === 'paid' && p.paidAt)).toBe(true);
  });

  it('refuses a bad filter with a problem naming it', async () => {
    const res = await list(admin.token, '?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.json().errors)).toContain('status');
  });

  it('retries a failed payout: due again, queued, paid by the job; audited with the admin', async () => {
    const { c, account, payout } = await failedPayout();
    // The member finishes onboarding at the provider meanwhile (already "ready" here: no hook fires).
    await db().execute(
      sql`UPDATE sandbox_connect_accounts SET payouts_enabled = true WHERE id = ${account.accountId}`,
    );
    const live = await follow(t, ['admin'], admin.token);
    const res = await retry(admin.token, payout.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payout.id, status: 'due' });
    // The admin's queue hears of it live.
    expect(await eventAbout(live, 'admin', PAYOUT_EVENT_TYPES.updated, payout.id)).toMatchObject({
      contractId: c.contractId,
      member: 'trucker',
      status: 'due',
    });
    expect(await auditActions(t, payout.id)).toContain('payout.retried');
    const { rows } = await db().execute<{ actor: string }>(
      sql`SELECT actor_user_id AS actor FROM audit_log WHERE action = 'payout.retried' AND target_id = ${payout.id}`,
    );
    expect(rows).toEqual([{ actor: admin.userId }]);

    await drainJobs();
    const after = (await payoutsOf(t, c.contractId)).trucker!;
    // A new attempt: a new hold, hence a new idempotency key.
    expect(after).toMatchObject({ status: 'paid', attempts: 2 });
    expect(after.hold_transfer_id).not.toBe(payout.hold_transfer_id);
    expect(await transfersOf(c.contractId)).toHaveLength(1);
    await live.next(
      (m) =>
        m.type === 'event' &&
        m.event.type === PAYOUT_EVENT_TYPES.updated &&
        (m.event.data as { id: string; status: string }).id === payout.id &&
        (m.event.data as { status: string }).status === 'paid',
    );
    live.socket.close();

    // Only a failed payout can be retried.
    const again = await retry(admin.token, payout.id);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
  });

  it('a retry after a refusal whose transfer in fact went through finds it and pays no second time', async () => {
    const { c, account, payout } = await failedPayout();
    await db().execute(
      sql`UPDATE sandbox_connect_accounts SET payouts_enabled = true WHERE id = ${account.accountId}`,
    );
    // The refused attempt did reach the account after all (e.g. a key-reuse refusal of a call that had gone through).
    await t.app.paymentProvider.createTransfer({
      destinationAccountId: account.accountId,
      amountCents: payout.amountCents,
      transferGroup: `contract:${c.contractId}`,
      idempotencyKey: `earlier-attempt-${payout.id}`,
    });
    expect((await retry(admin.token, payout.id)).statusCode).toBe(200);
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({ status: 'paid', attempts: 2 });
    expect(await transfersOf(c.contractId)).toHaveLength(1);
  });

  it('answers 404 for an unknown payout and 400 for a malformed id', async () => {
    expect((await retry(admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await retry(admin.token, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('id');
  });

  it('is for admins only: brokers and truckers get 403 and change nothing', async () => {
    const { c, payout, trucker, broker } = await failedPayout();
    for (const member of [trucker, broker]) {
      expect((await list(member.token)).statusCode).toBe(403);
      expect((await retry(member.token, payout.id)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts' })).statusCode).toBe(401);
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('failed');
    expect(await auditActions(t, payout.id)).not.toContain('payout.retried');
  });
});
