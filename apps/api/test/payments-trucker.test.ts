import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../src/modules/payments/providers/sandbox-provider';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, usersOfEveryRole } from './helpers/auth';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof usersOfEveryRole>>['tokens'];
let ids: Awaited<ReturnType<typeof usersOfEveryRole>>['ids'];

beforeAll(async () => {
  t = await createAuthTestApp();
  ({ tokens, ids } = await usersOfEveryRole(t));
});
afterAll(async () => t?.close());

const SETUP = { email: 'payouts@lonestarhauling.example', company_name: 'Lone Star Hauling', country: 'US' };
const BANK = {
  legalName: 'Lone Star Hauling LLC',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

const status = () =>
  t.app.inject({ method: 'GET', url: '/api/payments/account', headers: bearer(tokens.trucker) });

describe('trucker payouts (PAYOUT_ROLES includes truckers)', () => {
  let accountId: string;

  it('starts at not_started for a trucker', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', accountId: null, readiness: 'not_started' });
  });

  it('creates the trucker’s connected account once and returns an onboarding link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account',
      headers: bearer(tokens.trucker),
      payload: SETUP,
    });
    expect(res.statusCode).toBe(201);
    accountId = res.json().account_id;
    expect(res.json().readiness).toBe('onboarding');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account',
      headers: bearer(tokens.trucker),
      payload: SETUP,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().account_id).toBe(accountId);
    const rows = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payment_accounts WHERE user_id = ${ids.trucker}`,
    );
    expect(rows.rows[0]!.n).toBe(1);

    // Onboarding on the sandbox page sends the trucker back to their earnings page.
    const link = new URL(again.json().account_link_url);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/connect/${accountId}/complete`,
      payload: { ...BANK, token: link.searchParams.get('token') },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ returnUrl: `${t.config.publicUrl}/trucker/earnings` });
    expect((await status()).json()).toMatchObject({ accountId, readiness: 'ready', payoutsEnabled: true });
  });

  it('refreshes the trucker’s status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/account/refresh',
      headers: bearer(tokens.trucker),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId, readiness: 'ready' });
  });

  it('lets the sandbox transfer to the trucker’s account once payouts are enabled', async () => {
    const provider = new SandboxPaymentProvider(t.db.database.db, t.config.publicUrl);
    const { transferId } = await provider.createTransfer({
      destinationAccountId: accountId,
      amountCents: 200_000,
      transferGroup: 'contract:trucker-test',
      idempotencyKey: 'trucker-payout-1',
    });
    expect(transferId).toMatch(/^tr_sbx_/);
  });
});
