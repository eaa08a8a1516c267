import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@haulclub/shared';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  usersOfEveryRole,
} from './helpers/auth';
import type { TestApp } from './helpers/app';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof usersOfEveryRole>>['tokens'];
let ids: Awaited<ReturnType<typeof usersOfEveryRole>>['ids'];

beforeAll(async () => {
  t = await createAuthTestApp();
  ({ tokens, ids } = await usersOfEveryRole(t));
});
afterAll(async () => t?.close());

const SETUP = { email: 'payouts@lonestar.example', company_name: 'Lone Star Logistics', country: 'US' };
const BANK = {
  legalName: 'Lone Star Logistics LLC',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

function createAccount(token: string, payload: object = SETUP) {
  return t.app.inject({ method: 'POST', url: '/api/payments/account', headers: bearer(token), payload });
}
const status = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/payments/account', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/account/refresh', headers: bearer(token) });

/** The account id and token of a sandbox account link, as a path for inject. */
function linkParts(url: string) {
  const link = new URL(url);
  const match = /^\/sandbox\/connect\/([^/]+)$/.exec(link.pathname);
  if (!match) throw new Error(`not a sandbox link: ${url}`);
  return { accountId: decodeURIComponent(match[1]!), token: link.searchParams.get('token')! };
}
const pageData = (accountId: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sandbox/connect/${accountId}?token=${encodeURIComponent(token)}`,
  });
const complete = (accountId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/connect/${accountId}/complete`, payload });

/** The next live event on `topic` that `accept` takes (events of earlier steps may still be arriving). */
function nextEvent(
  app: FastifyInstance,
  topic: string,
  accept: (event: LiveEvent) => boolean = () => true,
): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = app.live.subscribe((event) => {
      if (event.topic !== topic || !accept(event)) return;
      stop();
      resolve(event);
    });
  });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return (await t.db.database.db.execute<{ n: number }>(query)).rows[0]!.n;
}

describe('payment account routes: who may call them', () => {
  const routes = [
    { method: 'GET', url: '/api/payments/account' },
    { method: 'POST', url: '/api/payments/account' },
    { method: 'POST', url: '/api/payments/account/refresh' },
  ] as const;

  it('answers 401 without a session and 403 to admins (brokers and truckers set up payouts)', async () => {
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, payload: SETUP });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const role of ['admin'] as const) {
        const res = await t.app.inject({ ...route, headers: bearer(tokens[role]), payload: SETUP });
        expect(res.statusCode, `${role} on ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM payment_accounts`)).toBe(0);
  });
});

describe('sandbox provider: the whole set-up flow', () => {
  it('starts at not_started', async () => {
    const res = await status(tokens.broker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'sandbox',
      accountId: null,
      readiness: 'not_started',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      updatedAt: null,
    });
  });

  it('refuses a body that is not the spec shape, naming the fields', async () => {
    const res = await createAccount(tokens.broker, { email: 'nope', company_name: ' ', country: 'CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['company_name', 'country', 'email']);
  });

  it('creates the account, links to onboarding, takes the bank details and ends ready', async () => {
    const created = await createAccount(tokens.broker);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.account_id).toMatch(/^acct_sbx_[0-9a-f]{16}$/);
    expect(body.readiness).toBe('onboarding');
    expect(body.account_link_url).toMatch(
      new RegExp(`^${t.config.publicUrl}/sandbox/connect/${body.account_id}\\?token=[\\w-]{20,}$`),
    );
    expect((await status(tokens.broker)).json()).toMatchObject({
      accountId: body.account_id,
      readiness: 'onboarding',
      payoutsEnabled: false,
    });

    // The onboarding page.
    const { accountId, token } = linkParts(body.account_link_url);
    const page = await pageData(accountId, token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      accountId,
      email: SETUP.email,
      businessName: SETUP.company_name,
      country: 'US',
    });
    expect((await pageData(accountId, `${token}x`)).statusCode).toBe(404);
    expect((await pageData('acct_sbx_0000000000000000', token)).statusCode).toBe(404);

    // Bad bank details: 400 naming the field, nothing changes.
    const badRouting = await complete(accountId, { ...BANK, token, routingNumber: '123456789' });
    expect(badRouting.statusCode).toBe(400);
    expect(badRouting.json().errors).toEqual([
      { field: 'routingNumber', message: 'This is not a valid ABA routing number' },
    ]);
    const badAccount = await complete(accountId, { ...BANK, token, accountNumber: '123' });
    expect(badAccount.json().errors).toEqual([expect.objectContaining({ field: 'accountNumber' })]);
    expect((await status(tokens.broker)).json().readiness).toBe('onboarding');

    // Good details: payouts enabled, the owner's screens told.
    // The account's creation announced `onboarding` over the same topic; that event may arrive late.
    const event = nextEvent(
      t.app,
      `user:${ids.broker}`,
      (e) => (e.data as { readiness?: string } | undefined)?.readiness !== 'onboarding',
    );
    const done = await complete(accountId, { ...BANK, token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ returnUrl: `${t.config.publicUrl}/broker/payments` });
    expect(await event).toMatchObject({ type: 'payment-account.updated', data: { readiness: 'ready' } });
    expect((await status(tokens.broker)).json()).toMatchObject({
      accountId,
      readiness: 'ready',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
    });

    // Only the last 4 digits are kept.
    const stored = await t.db.database.db.execute(
      sql`SELECT * FROM sandbox_connect_accounts WHERE id = ${accountId}`,
    );
    expect(stored.rows[0]).toMatchObject({ bank_last4: '6789', legal_name: BANK.legalName });
    expect(JSON.stringify(stored.rows)).not.toContain(BANK.accountNumber);

    // The link is single-use.
    expect((await pageData(accountId, token)).statusCode).toBe(410);
    const again = await complete(accountId, { ...BANK, token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('gone');

    expect(await auditActions(t, ids.broker)).toEqual(
      expect.arrayContaining(['payment_account.created', 'payment_account.updated']),
    );
  });

  it('reuses the account on a second call (200) with a fresh link, and refresh re-reads it', async () => {
    const before = (await status(tokens.broker)).json();
    const res = await createAccount(tokens.broker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account_id: before.accountId, readiness: 'ready' });
    const { token } = linkParts(res.json().account_link_url);
    expect((await pageData(before.accountId, token)).statusCode).toBe(200);

    const refreshed = await refresh(tokens.broker);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ accountId: before.accountId, readiness: 'ready' });
  });

  it('answers 410 for an expired link', async () => {
    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    const { account_link_url } = (await createAccount(broker.accessToken)).json();
    const { accountId, token } = linkParts(account_link_url);
    await t.db.database.db.execute(
      sql`UPDATE sandbox_connect_accounts SET link_expires_at = now() - interval '1 second' WHERE id = ${accountId}`,
    );
    const page = await pageData(accountId, token);
    expect(page.statusCode).toBe(410);
    expect(page.json().detail).toMatch(/expired/);
    expect((await complete(accountId, { ...BANK, token })).statusCode).toBe(410);
    expect((await status(broker.accessToken)).json().readiness).toBe('onboarding');
  });

  it('makes one account for a double submit', async () => {
    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    const sandboxBefore = await count(sql`SELECT count(*)::int AS n FROM sandbox_connect_accounts`);
    const [a, b] = await Promise.all([createAccount(broker.accessToken), createAccount(broker.accessToken)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().account_id).toBe(b.json().account_id);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM payment_accounts WHERE user_id = ${broker.id}`),
    ).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM sandbox_connect_accounts`)).toBe(sandboxBefore + 1);
  });

  it('has no Stripe webhook while the sandbox is the provider', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
