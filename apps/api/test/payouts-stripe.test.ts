import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitAmount } from '@haulclub/shared';
import {
  payoutIdempotencyKey,
  preparePayout,
  sendPayout,
  sweepPayouts,
  type PayoutsDeps,
} from '../src/modules/payouts/index';
import type { TestApp } from './helpers/app';
import { auditActions, bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { contractStatus, moneyContract, PAYOUT_SETUP, payoutsOf } from './helpers/money';
import { startStripeFixture, type FixtureTransfer, type StripeFixture } from './helpers/stripe-fixture';

const WEBHOOK_SECRET = 'whsec_haulclub_fixture';

let t: TestApp;
let stripe: StripeFixture;
let deps: PayoutsDeps;

beforeAll(async () => {
  stripe = await startStripeFixture();
  t = await createAuthTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_haulclub_fixture',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PAYOUT_SWEEP_INTERVAL_MS: '3600000',
    },
  });
  deps = { db: t.db.database.db, live: t.app.live, provider: t.app.paymentProvider, log: t.app.log };
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.db.database.db;
const nowSeconds = () => Math.floor(Date.now() / 1000);
let seq = 0;

function deliver(type: string, object: object, created = nowSeconds(), id = `evt_payout_${++seq}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

/** A Stripe connected account for the member; made ready by an account.updated webhook unless `ready: false`. */
async function stripeAccount(member: TestAccount, { ready = true } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/account',
    headers: bearer(member.token),
    payload: PAYOUT_SETUP,
  });
  expect(res.statusCode).toBe(201);
  const account = stripe.accounts.get(res.json().account_id as string)!;
  const makeReady = async () => {
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account/refresh',
      headers: bearer(member.token),
    });
    expect(event.json().readiness).toBe('ready');
  };
  if (ready) await makeReady();
  return { account, makeReady };
}

async function parties({ truckerReady = true, brokerReady = true } = {}) {
  const [broker, trucker] = await Promise.all([createVerifiedBroker(t), createTrucker(t)]);
  const truckerAccount = await stripeAccount(trucker, { ready: truckerReady });
  const brokerAccount = brokerReady ? await stripeAccount(broker) : null;
  return { broker, trucker, truckerAccount, brokerAccount };
}

const transfersTo = (accountId: string) =>
  [...stripe.transfers.values()].filter((tr) => tr.destination === accountId);
const transferRequestsTo = (accountId: string) =>
  stripe.requests.filter((r) => r.path === '/v1/transfers' && r.params.destination === accountId);

async function drainJobs(backOffs = 0) {
  await t.app.jobs.runDue();
  for (let i = 0; i < backOffs; i++) {
    await db().execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued' AND kind = 'payouts.pay'`);
    await t.app.jobs.runDue();
  }
}

/** A released contract whose trucker payout was requested and sent, but whose answer was lost (a crash). */
async function lostAnswer() {
  const { broker, trucker, truckerAccount } = await parties({ truckerReady: false, brokerReady: false });
  const c = await moneyContract(t, broker, trucker);
  await drainJobs(); // not ready: stays due
  // Ready without the readiness hook: nothing is queued.
  await db().execute(sql`UPDATE payment_accounts SET payouts_enabled = true, details_submitted = true
    WHERE account_id = ${truckerAccount.account.id}`);
  const send = (await preparePayout(deps, c.contractId, 'trucker'))!;
  const answer = await sendPayout(deps, send);
  if (!answer.ok) throw new Error('the transfer failed');
  const transfer = stripe.transfers.get(answer.transferId)!;
  return { c, trucker, transfer, send };
}

const payoutLedgerRows = async (contractId: string) => {
  const { rows } = await db().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE contract_id = ${contractId} AND code = 'payout'`,
  );
  return rows[0]!.n;
};

describe('payouts through Stripe (separate charges and transfers)', () => {
  it('transfers the trucker’s 80% in the contract’s transfer group from its charge, keyed by the ledger hold', async () => {
    const { broker, trucker, truckerAccount, brokerAccount } = await parties();
    const c = await moneyContract(t, broker, trucker, { rateCents: 300_000 });
    await drainJobs();
    const payouts = await payoutsOf(t, c.contractId);
    expect(payouts.trucker).toMatchObject({ status: 'paid', attempts: 1 });
    const [transfer] = transfersTo(truckerAccount.account.id);
    expect(transfersTo(truckerAccount.account.id)).toHaveLength(1);
    expect(transfer).toMatchObject({
      id: payouts.trucker!.provider_transfer_id,
      amount: splitAmount(300_000).trucker,
      transfer_group: `contract:${c.contractId}`,
      source_transaction: c.chargeId,
    });
    const [request] = transferRequestsTo(truckerAccount.account.id);
    expect(request!.headers['idempotency-key']).toBe(
      payoutIdempotencyKey(payouts.trucker!.hold_transfer_id!),
    );
    expect(transfersTo(brokerAccount!.account.id)[0]).toMatchObject({ amount: splitAmount(300_000).broker });
    expect(await contractStatus(t, c.contractId)).toMatchObject({ status: 'executed' });
  });

  it('pays a due balance when a refresh finds the account ready', async () => {
    const { broker, trucker, truckerAccount } = await parties({ truckerReady: false });
    const c = await moneyContract(t, broker, trucker);
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('due');
    await truckerAccount.makeReady();
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('paid');
    expect(transfersTo(truckerAccount.account.id)).toHaveLength(1);
  });

  it('retries a Stripe 5xx storm with the same idempotency key: one transfer', async () => {
    const { broker, trucker, truckerAccount } = await parties({ brokerReady: false });
    stripe.failNext('POST /v1/transfers', 503, 3);
    const c = await moneyContract(t, broker, trucker);
    await drainJobs(3);
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'paid', attempts: 1 });
    const requests = transferRequestsTo(truckerAccount.account.id);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([payoutIdempotencyKey(payout.hold_transfer_id!)]),
    );
    expect(transfersTo(truckerAccount.account.id)).toHaveLength(1);
  });
});

describe('a crash after the transfer was made', () => {
  it('re-sending finds the transfer in the contract’s group: no second transfer request', async () => {
    const { c, transfer } = await lostAnswer();
    const requestsBefore = transferRequestsTo(transfer.destination).length;
    await db().execute(sql`UPDATE payouts SET last_attempt_at = now() - interval '1 hour'
      WHERE contract_id = ${c.contractId}`);
    await sweepPayouts(deps);
    await drainJobs();
    expect((await payoutsOf(t, c.contractId)).trucker).toMatchObject({
      status: 'paid',
      provider_transfer_id: transfer.id,
    });
    expect(transferRequestsTo(transfer.destination)).toHaveLength(requestsBefore);
    expect(transfersTo(transfer.destination)).toHaveLength(1);
  });
});

describe('transfer webhooks', () => {
  it('transfer.created settles a payout whose answer was lost; its replay has no second effect', async () => {
    const { c, transfer } = await lostAnswer();
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('pending');
    const id = `evt_created_${++seq}`;
    expect((await deliver('transfer.created', transfer, nowSeconds(), id)).statusCode).toBe(200);
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'paid', provider_transfer_id: transfer.id });
    expect(await payoutLedgerRows(c.contractId)).toBe(2); // the hold and its posting

    expect((await deliver('transfer.created', transfer, nowSeconds(), id)).statusCode).toBe(200);
    expect(await payoutLedgerRows(c.contractId)).toBe(2);
    // The job that would re-send finds it paid: no second transfer.
    await db().execute(sql`UPDATE payouts SET last_attempt_at = now() - interval '1 hour'
      WHERE contract_id = ${c.contractId}`);
    await drainJobs();
    expect(transfersTo(transfer.destination)).toHaveLength(1);
  });

  it('records a reversal for the admin once; the payout stays paid and the ledger unchanged', async () => {
    const { c, transfer } = await lostAnswer();
    await deliver('transfer.created', transfer);
    const payoutId = (await payoutsOf(t, c.contractId)).trucker!.id;
    const ledgerBefore = await payoutLedgerRows(c.contractId);

    const reversed: FixtureTransfer = { ...transfer, reversed: true };
    const id = `evt_reversed_${++seq}`;
    expect((await deliver('transfer.reversed', reversed, nowSeconds(), id)).statusCode).toBe(200);
    await deliver('transfer.reversed', reversed, nowSeconds(), id); // replay
    await deliver('transfer.updated', reversed); // another event saying the same
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout.status).toBe('paid');
    expect(payout.last_error).toContain(`Reversed at the provider: transfer ${transfer.id}`);
    expect((await auditActions(t, payoutId)).filter((a) => a === 'payout.reversed')).toHaveLength(1);
    expect(await payoutLedgerRows(c.contractId)).toBe(ledgerBefore);
  });

  it('applies events by their time: a reversal arriving before the creation still ends paid and reversed', async () => {
    const { c, transfer } = await lostAnswer();
    const now = nowSeconds();
    await deliver('transfer.reversed', { ...transfer, reversed: true }, now);
    await deliver('transfer.created', transfer, now - 60);
    const payout = (await payoutsOf(t, c.contractId)).trucker!;
    expect(payout).toMatchObject({ status: 'paid', provider_transfer_id: transfer.id });
    expect(payout.last_error).toContain('Reversed at the provider');
  });

  it('ignores transfers that are not a payout’s (another group, an unknown account)', async () => {
    const { c, transfer } = await lostAnswer();
    await deliver('transfer.created', { ...transfer, transfer_group: 'contract:not-a-contract' });
    await deliver('transfer.created', { ...transfer, destination: 'acct_unknown' });
    expect((await payoutsOf(t, c.contractId)).trucker!.status).toBe('pending');
  });
});
