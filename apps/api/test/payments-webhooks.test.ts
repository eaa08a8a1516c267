import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../src/modules/payments/providers/stripe-provider';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, createConfirmedUser } from './helpers/auth';
import { startStripeFixture, type FixtureAccount, type StripeFixture } from './helpers/stripe-fixture';

const WEBHOOK_SECRET = 'whsec_haulclub_fixture';
const SETUP = { email: 'payouts@redriver.example', company_name: 'Red River Freight', country: 'US' };

let t: TestApp;
let stripe: StripeFixture;

beforeAll(async () => {
  stripe = await startStripeFixture();
  t = await createAuthTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_haulclub_fixture',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function event(id: string, type: string, object: unknown, created: number, extra: object = {}) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
    ...extra,
  });
}

const accountUpdated = (
  id: string,
  account: FixtureAccount,
  flags: Partial<FixtureAccount>,
  created: number,
) => event(id, 'account.updated', { ...account, ...flags }, created, { account: account.id });

function deliver(payload: string, timestamp = nowSeconds()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp,
      }),
    },
    payload,
  });
}

async function brokerWithAccount() {
  const broker = await createConfirmedUser(t.app, { role: 'broker' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/account',
    headers: bearer(broker.accessToken),
    payload: SETUP,
  });
  expect(res.statusCode).toBe(201);
  const account = stripe.accounts.get(res.json().account_id)!;
  const readiness = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/payments/account', headers: bearer(broker.accessToken) })
    ).json().readiness as string;
  return { broker, account, readiness };
}

async function recorded(id: string): Promise<number> {
  const r = await t.db.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE id = ${id}`,
  );
  return r.rows[0]!.n;
}

async function audits(userId: string): Promise<number> {
  const r = await t.db.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment_account.updated' AND target_id = ${userId}`,
  );
  return r.rows[0]!.n;
}

describe('Stripe webhooks: account.updated applied by event time', () => {
  it('does not let an older event that arrives late overwrite newer state', async () => {
    const { account, readiness } = await brokerWithAccount();
    const now = nowSeconds();
    const newer = accountUpdated(
      'evt_order_newer',
      account,
      { details_submitted: true, payouts_enabled: true },
      now,
    );
    const older = accountUpdated('evt_order_older', account, { details_submitted: true }, now - 120);

    expect((await deliver(newer)).statusCode).toBe(200);
    expect(await readiness()).toBe('ready');
    expect((await deliver(older)).statusCode).toBe(200);
    expect(await readiness()).toBe('ready');
    // The late event is recorded, so its redelivery is a duplicate too.
    expect(await recorded('evt_order_older')).toBe(1);

    // A genuinely newer event still applies.
    const paused = accountUpdated('evt_order_paused', account, { details_submitted: true }, now + 1);
    expect((await deliver(paused)).statusCode).toBe(200);
    expect(await readiness()).toBe('pending_review');
  });

  it('does not let an event older than a refresh overwrite what the refresh read', async () => {
    const { broker, account, readiness } = await brokerWithAccount();
    const before = nowSeconds() - 5;
    account.details_submitted = true;
    account.payouts_enabled = true;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account/refresh',
      headers: bearer(broker.accessToken),
    });
    expect(refreshed.json().readiness).toBe('ready');
    const stale = accountUpdated(
      'evt_before_refresh',
      account,
      { details_submitted: false, payouts_enabled: false },
      before,
    );
    expect((await deliver(stale)).statusCode).toBe(200);
    expect(await readiness()).toBe('ready');
  });

  it('applies a replayed event once: no second effect, no second audit', async () => {
    const { broker, account, readiness } = await brokerWithAccount();
    const ready = accountUpdated(
      'evt_replayed',
      account,
      { details_submitted: true, payouts_enabled: true },
      nowSeconds(),
    );
    expect((await deliver(ready)).statusCode).toBe(200);
    const auditsAfterFirst = await audits(broker.id);
    for (let i = 0; i < 3; i += 1) expect((await deliver(ready)).statusCode).toBe(200);
    expect(await readiness()).toBe('ready');
    expect(await recorded('evt_replayed')).toBe(1);
    expect(await audits(broker.id)).toBe(auditsAfterFirst);
  });

  it('refuses a signature older than 300 seconds with 400, changing nothing', async () => {
    const { account, readiness } = await brokerWithAccount();
    const payload = accountUpdated(
      'evt_too_old',
      account,
      { details_submitted: true, payouts_enabled: true },
      nowSeconds(),
    );
    const res = await deliver(payload, nowSeconds() - 301);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await readiness()).toBe('onboarding');
    expect(await recorded('evt_too_old')).toBe(0);

    // Within the tolerance it is taken.
    expect((await deliver(payload, nowSeconds() - 200)).statusCode).toBe(200);
    expect(await readiness()).toBe('ready');
  });

  it('records charge, transfer and payout events once each', async () => {
    const created = nowSeconds();
    const charge = event(
      'evt_charge',
      'charge.succeeded',
      { id: 'ch_1', object: 'charge', amount: 500 },
      created,
    );
    expect((await deliver(charge)).statusCode).toBe(200);
    expect((await deliver(charge)).statusCode).toBe(200);
    expect(await recorded('evt_charge')).toBe(1);
  });
});

describe('Stripe onboarding for truckers', () => {
  it('creates a trucker’s account whose onboarding link returns to /trucker/earnings', async () => {
    const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account',
      headers: bearer(trucker.accessToken),
      payload: SETUP,
    });
    expect(res.statusCode).toBe(201);
    const returnUrl = `${t.config.publicUrl}/trucker/earnings`;
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/account_links',
      params: { account: res.json().account_id, return_url: returnUrl, refresh_url: returnUrl },
    });
  });
});

describe('StripePaymentProvider.parseWebhook', () => {
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_x',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: 'http://127.0.0.1:1',
  });
  const parse = (payload: string) =>
    provider.parseWebhook(Buffer.from(payload), {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    });
  const created = 1_790_000_000;

  it('reads charges with their transfer group and refunds, and the event time', () => {
    const parsed = parse(
      event(
        'evt_c',
        'charge.refunded',
        {
          id: 'ch_1',
          object: 'charge',
          amount: 250_000,
          amount_refunded: 1_000,
          status: 'succeeded',
          transfer_group: 'contract:c1',
          failure_message: null,
        },
        created,
      ),
    );
    expect(parsed).toEqual({
      id: 'evt_c',
      type: 'charge.refunded',
      created: new Date(created * 1000),
      kind: 'charge',
      object: {
        id: 'ch_1',
        amountCents: 250_000,
        status: 'succeeded',
        transferGroup: 'contract:c1',
        amountRefundedCents: 1_000,
        failureMessage: null,
      },
    });
  });

  it('reads transfers (destination, reversal) and payouts (the connected account they happen on)', () => {
    expect(
      parse(
        event(
          'evt_t',
          'transfer.reversed',
          {
            id: 'tr_1',
            object: 'transfer',
            amount: 80_000,
            destination: 'acct_1',
            transfer_group: 'g',
            reversed: true,
          },
          created,
        ),
      ),
    ).toMatchObject({
      kind: 'transfer',
      object: {
        id: 'tr_1',
        amountCents: 80_000,
        status: 'reversed',
        transferGroup: 'g',
        accountId: 'acct_1',
      },
    });
    expect(
      parse(
        event(
          'evt_p',
          'payout.failed',
          {
            id: 'po_1',
            object: 'payout',
            amount: 80_000,
            status: 'failed',
            failure_message: 'Account closed',
          },
          created,
          { account: 'acct_1' },
        ),
      ),
    ).toMatchObject({
      kind: 'payout',
      created: new Date(created * 1000),
      object: {
        id: 'po_1',
        amountCents: 80_000,
        status: 'failed',
        accountId: 'acct_1',
        failureMessage: 'Account closed',
      },
    });
  });
});
