import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@haulclub/shared';
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

const signedIn = () => createConfirmedUser(t.app, { role: 'broker' });

const createAccount = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/account', headers: bearer(token), payload: SETUP });
const status = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/payments/account', headers: bearer(token) });

function accountUpdated(id: string, account: FixtureAccount, flags: Partial<FixtureAccount>) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: 'account.updated',
    account: account.id,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...account, ...flags } },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/**
 * The next live event on `topic` that `accept` takes: the account's creation in an earlier test
 * also told this topic, and on a busy machine that event can arrive after this one is awaited.
 */
function nextEvent(topic: string, accept: (event: LiveEvent) => boolean = () => true): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = t.app.live.subscribe((event) => {
      if (event.topic !== topic || !accept(event)) return;
      stop();
      resolve(event);
    });
  });
}

async function processedEvents(id: string): Promise<number> {
  const r = await t.db.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE id = ${id}`,
  );
  return r.rows[0]!.n;
}

describe('Stripe provider (official SDK against a local fixture)', () => {
  let broker: Awaited<ReturnType<typeof signedIn>>;
  let accountId: string;

  it('creates an Express account in the US and an onboarding link', async () => {
    broker = await signedIn();
    const res = await createAccount(broker.accessToken);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    accountId = body.account_id;
    expect(accountId).toMatch(/^acct_fx/);
    expect(body.readiness).toBe('onboarding');
    expect(body.account_link_url).toMatch(
      new RegExp(`^https://connect\\.stripe\\.test/setup/e/${accountId}/`),
    );

    const [create, link] = stripe.requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      params: {
        type: 'express',
        country: 'US',
        email: SETUP.email,
        'business_profile[name]': SETUP.company_name,
        'capabilities[transfers][requested]': 'true',
      },
    });
    expect(create!.headers.authorization).toBe('Bearer sk_test_haulclub_fixture');
    expect(create!.headers['idempotency-key']).toContain(broker.id);
    const returnUrl = `${t.config.publicUrl}/broker/payments`;
    expect(link).toMatchObject({
      method: 'POST',
      path: '/v1/account_links',
      params: {
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: returnUrl,
      },
    });
  });

  it('reuses the account on a second call', async () => {
    const before = stripe.requests.length;
    const res = await createAccount(broker.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().account_id).toBe(accountId);
    expect(stripe.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/account_links',
    ]);
  });

  it('takes account.updated from a signed webhook, once per event id', async () => {
    const account = stripe.accounts.get(accountId)!;
    const live = nextEvent(
      `user:${broker.id}`,
      (e) => (e.data as { readiness?: string } | undefined)?.readiness === 'ready',
    );
    const ready = accountUpdated('evt_ready', account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
    const res = await deliver(ready);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await live).toMatchObject({ type: 'payment-account.updated', data: { readiness: 'ready' } });
    expect((await status(broker.accessToken)).json()).toMatchObject({
      provider: 'stripe',
      accountId,
      readiness: 'ready',
      payoutsEnabled: true,
    });

    // A later event: payouts paused while Stripe reviews.
    const review = accountUpdated('evt_review', account, { details_submitted: true, payouts_enabled: false });
    expect((await deliver(review)).statusCode).toBe(200);
    expect((await status(broker.accessToken)).json().readiness).toBe('pending_review');

    // A redelivery of the first event (freshly signed) changes nothing.
    const replay = await deliver(ready);
    expect(replay.statusCode).toBe(200);
    expect((await status(broker.accessToken)).json().readiness).toBe('pending_review');
    expect(await processedEvents('evt_ready')).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const account = stripe.accounts.get(accountId)!;
    const forged = accountUpdated('evt_forged', account, { payouts_enabled: true, details_submitted: true });
    const res = await deliver(forged, 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('bad_request');
    expect((await status(broker.accessToken)).json().readiness).toBe('pending_review');
    expect(await processedEvents('evt_forged')).toBe(0);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('re-reads the account from Stripe on refresh', async () => {
    stripe.accounts.get(accountId)!.payouts_enabled = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account/refresh',
      headers: bearer(broker.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId, readiness: 'ready' });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
  });

  it('answers "Failed to create Stripe account" when Stripe fails, storing nothing', async () => {
    const other = await signedIn();
    stripe.failNext('POST /v1/accounts', 500);
    const res = await createAccount(other.accessToken);
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'bad_gateway',
      detail: 'Failed to create Stripe account',
    });
    expect((await status(other.accessToken)).json()).toMatchObject({
      accountId: null,
      readiness: 'not_started',
    });
  });

  it('keeps the account when only the link fails, and reuses it next time', async () => {
    const other = await signedIn();
    stripe.failNext('POST /v1/account_links', 500);
    const failed = await createAccount(other.accessToken);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe('Failed to create Stripe account');
    const stored = (await status(other.accessToken)).json();
    expect(stored.readiness).toBe('onboarding');

    const retried = await createAccount(other.accessToken);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().account_id).toBe(stored.accountId);
  });

  it('documents the webhook in a valid OpenAPI document, without the sandbox routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/webhooks/stripe',
        '/api/payments/account',
        '/api/payments/account/refresh',
      ]),
    );
    expect(Object.keys(doc.paths)).not.toContain('/api/sandbox/connect/{accountId}');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
  });
});
