import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../src/modules/payments/providers/sandbox-provider';
import { PaymentProviderError } from '../src/modules/payments/providers/provider';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let db: TestDatabase;
let provider: SandboxPaymentProvider;

beforeAll(async () => {
  db = await createTestDatabase();
  provider = new SandboxPaymentProvider(db.database.db, 'http://haulclub.test');
});
afterAll(async () => {
  await db?.drop();
});

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});
let seq = 0;
const key = (what: string) => `test-${what}-${++seq}`;

const charge = (overrides: Partial<Parameters<SandboxPaymentProvider['createCharge']>[0]> = {}) =>
  provider.createCharge({
    amountCents: 250_000,
    paymentMethod: card('4242 4242 4242 4242'),
    transferGroup: 'contract:c1',
    idempotencyKey: key('charge'),
    description: 'Load HC-1 escrow',
    customerEmail: 'ap@redriver.example',
    ...overrides,
  });

async function count(table: string, where = sql`true`): Promise<number> {
  const r = await db.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  );
  return r.rows[0]!.n;
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function readyAccount(payoutsEnabled = true): Promise<string> {
  const { accountId } = await provider.createAccount({
    email: 'payouts@trucker.example',
    businessName: 'Lone Star Hauling',
    country: 'US',
  });
  await db.database.db.execute(
    sql`UPDATE sandbox_connect_accounts SET details_submitted = ${payoutsEnabled}, payouts_enabled = ${payoutsEnabled}, charges_enabled = ${payoutsEnabled} WHERE id = ${accountId}`,
  );
  return accountId;
}

describe('sandbox charges', () => {
  it('charges the 4242 test card', async () => {
    const result = await charge();
    expect(result).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_sbx_/) });
  });

  it('declines the decline and insufficient-funds test cards with their messages, as results', async () => {
    expect(await charge({ paymentMethod: card('4000000000000002') })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    expect(await charge({ paymentMethod: card('4000000000009995') })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card has insufficient funds.',
    });
    expect(await charge({ paymentMethod: card('4111111111111111') })).toMatchObject({
      status: 'declined',
      declineMessage: expect.stringContaining('test cards only'),
    });
  });

  it('refuses malformed card details as an invalid request, storing nothing', async () => {
    const before = await count('sandbox_charges');
    const error = await providerError(charge({ paymentMethod: card('4242424242424241') }));
    expect(error).toMatchObject({ code: 'invalid_request', retryable: false });
    expect((await providerError(charge({ paymentMethod: 'pm_card_visa' }))).code).toBe('invalid_request');
    expect((await providerError(charge({ amountCents: 0 }))).code).toBe('invalid_request');
    expect(await count('sandbox_charges')).toBe(before);
  });

  it('returns the same charge for a retried key, and the same decline', async () => {
    const idempotencyKey = key('retry');
    const first = await charge({ idempotencyKey });
    expect(await charge({ idempotencyKey })).toEqual(first);
    expect(await count('sandbox_charges', sql`idempotency_key = ${idempotencyKey}`)).toBe(1);

    const declineKey = key('retry-decline');
    const declined = await charge({ idempotencyKey: declineKey, paymentMethod: card('4000000000000002') });
    expect(await charge({ idempotencyKey: declineKey, paymentMethod: card('4000000000000002') })).toEqual(
      declined,
    );
  });

  it('makes one charge from 20 concurrent identical calls', async () => {
    const idempotencyKey = key('concurrent');
    const results = await Promise.all(Array.from({ length: 20 }, () => charge({ idempotencyKey })));
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
    expect(results[0]!.status).toBe('succeeded');
    expect(await count('sandbox_charges', sql`idempotency_key = ${idempotencyKey}`)).toBe(1);
  });

  it('refuses the same key with different parameters', async () => {
    const idempotencyKey = key('reuse');
    await charge({ idempotencyKey });
    const error = await providerError(charge({ idempotencyKey, amountCents: 250_001 }));
    expect(error).toMatchObject({ code: 'idempotency_key_reused', retryable: false });
    expect(await count('sandbox_charges', sql`idempotency_key = ${idempotencyKey}`)).toBe(1);
  });
});

describe('sandbox refunds', () => {
  it('refunds part of a charge, once per key, never more than was charged', async () => {
    const { chargeId } = await charge({ amountCents: 10_000 });
    const refundKey = key('refund');
    const first = await provider.refundCharge({
      chargeId: chargeId!,
      amountCents: 6_000,
      idempotencyKey: refundKey,
    });
    expect(first.refundId).toMatch(/^re_sbx_/);
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        provider.refundCharge({ chargeId: chargeId!, amountCents: 6_000, idempotencyKey: refundKey }),
      ),
    );
    expect(again.every((r) => r.refundId === first.refundId)).toBe(true);
    expect(await count('sandbox_refunds', sql`charge_id = ${chargeId}`)).toBe(1);

    const tooMuch = await providerError(
      provider.refundCharge({ chargeId: chargeId!, amountCents: 4_001, idempotencyKey: key('refund') }),
    );
    expect(tooMuch.code).toBe('invalid_request');
    await provider.refundCharge({ chargeId: chargeId!, amountCents: 4_000, idempotencyKey: key('refund') });
    const r = await db.database.db.execute<{ refunded: number }>(
      sql`SELECT amount_refunded_cents AS refunded FROM sandbox_charges WHERE id = ${chargeId}`,
    );
    expect(r.rows[0]!.refunded).toBe(10_000);

    const reused = await providerError(
      provider.refundCharge({ chargeId: chargeId!, amountCents: 5_999, idempotencyKey: refundKey }),
    );
    expect(reused.code).toBe('idempotency_key_reused');
  });

  it('refuses to refund a declined or unknown charge', async () => {
    const declined = await charge({ paymentMethod: card('4000000000000002') });
    const error = await providerError(
      provider.refundCharge({ chargeId: declined.chargeId!, amountCents: 1, idempotencyKey: key('refund') }),
    );
    expect(error.code).toBe('invalid_request');
    expect(
      (
        await providerError(
          provider.refundCharge({ chargeId: 'ch_sbx_nope', amountCents: 1, idempotencyKey: key('r') }),
        )
      ).code,
    ).toBe('invalid_request');
  });
});

describe('sandbox transfers', () => {
  it('transfers to an account whose payouts are enabled, once per key even with 20 concurrent calls', async () => {
    const destinationAccountId = await readyAccount();
    const { chargeId } = await charge({ amountCents: 100_000 });
    const input = {
      destinationAccountId,
      amountCents: 80_000,
      transferGroup: 'contract:c1',
      sourceTransaction: chargeId!,
      idempotencyKey: key('transfer'),
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => provider.createTransfer(input)));
    expect(results[0]!.transferId).toMatch(/^tr_sbx_/);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await count('sandbox_transfers', sql`destination_account_id = ${destinationAccountId}`)).toBe(1);

    const reused = await providerError(provider.createTransfer({ ...input, amountCents: 80_001 }));
    expect(reused.code).toBe('idempotency_key_reused');

    // 20,000 cents are left of the charge: a transfer of more is refused.
    const over = await providerError(
      provider.createTransfer({ ...input, amountCents: 20_001, idempotencyKey: key('transfer') }),
    );
    expect(over).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('exceeds') });
    await provider.createTransfer({ ...input, amountCents: 20_000, idempotencyKey: key('transfer') });
  });

  it('refuses an account whose payouts are not enabled, or an unknown one, with a clear error', async () => {
    const notReady = await readyAccount(false);
    const error = await providerError(
      provider.createTransfer({
        destinationAccountId: notReady,
        amountCents: 1_000,
        transferGroup: 'contract:c2',
        idempotencyKey: key('transfer'),
      }),
    );
    expect(error).toMatchObject({ code: 'invalid_request', retryable: false });
    expect(error.message).toContain('payouts are not enabled');
    const unknown = await providerError(
      provider.createTransfer({
        destinationAccountId: 'acct_sbx_unknown',
        amountCents: 1_000,
        transferGroup: 'contract:c2',
        idempotencyKey: key('transfer'),
      }),
    );
    expect(unknown.message).toContain('No such sandbox account');
    expect(await count('sandbox_transfers', sql`destination_account_id = ${notReady}`)).toBe(0);
  });
});

describe('sandbox failure injection', () => {
  it('fails the next N calls as a retryable outage, doing nothing, then the retry succeeds once', async () => {
    const idempotencyKey = key('outage');
    await provider.failNext('charge', 2);
    for (let i = 0; i < 2; i += 1) {
      const error = await providerError(charge({ idempotencyKey }));
      expect(error).toMatchObject({ code: 'unavailable', retryable: true });
    }
    expect(await count('sandbox_charges', sql`idempotency_key = ${idempotencyKey}`)).toBe(0);
    const result = await charge({ idempotencyKey });
    expect(result.status).toBe('succeeded');
    expect(await charge({ idempotencyKey })).toEqual(result);
  });

  it("fails any money call with '*', and a fresh provider instance (another process) sees the fault", async () => {
    await provider.failNext('*', 1);
    const other = new SandboxPaymentProvider(db.database.db, 'http://haulclub.test');
    const destinationAccountId = await readyAccount();
    const error = await providerError(
      other.createTransfer({
        destinationAccountId,
        amountCents: 1,
        transferGroup: 'g',
        idempotencyKey: key('transfer'),
      }),
    );
    expect(error.retryable).toBe(true);
    expect((await charge()).status).toBe('succeeded');
  });

  it('can be disarmed with 0', async () => {
    await provider.failNext('refund', 5);
    await provider.failNext('refund', 0);
    const { chargeId } = await charge();
    await expect(
      provider.refundCharge({ chargeId: chargeId!, amountCents: 1, idempotencyKey: key('refund') }),
    ).resolves.toMatchObject({ refundId: expect.any(String) });
  });
});
