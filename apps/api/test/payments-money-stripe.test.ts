import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/modules/payments/providers/provider';
import { StripePaymentProvider } from '../src/modules/payments/providers/stripe-provider';
import { startStripeFixture, type StripeFixture } from './helpers/stripe-fixture';

let stripe: StripeFixture;
let provider: StripePaymentProvider;

beforeAll(async () => {
  stripe = await startStripeFixture();
  provider = new StripePaymentProvider({
    secretKey: 'sk_test_haulclub_fixture',
    webhookSecret: 'whsec_haulclub_fixture',
    apiBase: stripe.url,
  });
});
afterAll(async () => {
  await stripe?.close();
});

let seq = 0;
const key = (what: string) => `test-${what}-${++seq}`;
const charge = (overrides: Partial<Parameters<StripePaymentProvider['createCharge']>[0]> = {}) =>
  provider.createCharge({
    amountCents: 250_000,
    paymentMethod: 'pm_card_visa',
    transferGroup: 'contract:c1',
    idempotencyKey: key('charge'),
    description: 'Load HC-1 escrow',
    customerEmail: 'ap@redriver.example',
    ...overrides,
  });

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function connectedAccount(): Promise<string> {
  const { accountId } = await provider.createAccount({
    email: 'payouts@trucker.example',
    businessName: 'Lone Star Hauling',
    country: 'US',
  });
  return accountId;
}

describe('Stripe charges (PaymentIntents confirmed at once)', () => {
  it('creates a confirmed USD PaymentIntent in the transfer group, with the idempotency key', async () => {
    const idempotencyKey = key('charge');
    const result = await charge({ idempotencyKey });
    expect(result).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_fx/) });
    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      params: {
        amount: '250000',
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        transfer_group: 'contract:c1',
        description: 'Load HC-1 escrow',
        receipt_email: 'ap@redriver.example',
      },
    });
    expect(request.headers['idempotency-key']).toBe(idempotencyKey);
  });

  it('returns the first charge for a retried key; Stripe makes no second one', async () => {
    const idempotencyKey = key('retry');
    const before = stripe.charges.size;
    const first = await charge({ idempotencyKey });
    expect(await charge({ idempotencyKey })).toEqual(first);
    expect(stripe.charges.size).toBe(before + 1);
  });

  it('refuses the same key with other parameters (not retryable)', async () => {
    const idempotencyKey = key('reuse');
    await charge({ idempotencyKey });
    const error = await providerError(charge({ idempotencyKey, amountCents: 1 }));
    expect(error).toMatchObject({ code: 'idempotency_key_reused', retryable: false });
  });

  it('returns declines as results with the card message', async () => {
    expect(await charge({ paymentMethod: 'pm_card_chargeDeclined' })).toEqual({
      status: 'declined',
      declineMessage: 'Your card was declined.',
      chargeId: expect.stringMatching(/^ch_fx/),
    });
    expect(await charge({ paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card has insufficient funds.',
    });
    expect(await charge({ paymentMethod: 'pm_card_authenticationRequired' })).toMatchObject({
      status: 'declined',
      declineMessage: expect.stringContaining('authentication'),
    });
  });

  it('throws a retryable error on a Stripe 5xx, and the retry with the same key charges once', async () => {
    const idempotencyKey = key('outage');
    stripe.failNext('POST /v1/payment_intents', 500);
    const error = await providerError(charge({ idempotencyKey }));
    expect(error).toMatchObject({ code: 'unavailable', retryable: true });
    const result = await charge({ idempotencyKey });
    expect(result.status).toBe('succeeded');
  });

  it('throws a non-retryable error for a refused request', async () => {
    const error = await providerError(charge({ paymentMethod: 'pm_unknown' }));
    expect(error).toMatchObject({ code: 'invalid_request', retryable: false });
    const cardDetails = await providerError(
      charge({ paymentMethod: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' } }),
    );
    expect(cardDetails.code).toBe('invalid_request');
  });
});

describe('Stripe refunds and transfers', () => {
  it('refunds a charge with the idempotency key, once', async () => {
    const { chargeId } = await charge({ amountCents: 10_000 });
    const idempotencyKey = key('refund');
    const first = await provider.refundCharge({ chargeId: chargeId!, amountCents: 4_000, idempotencyKey });
    expect(first.refundId).toMatch(/^re_fx/);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      params: { charge: chargeId, amount: '4000' },
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(await provider.refundCharge({ chargeId: chargeId!, amountCents: 4_000, idempotencyKey })).toEqual(
      first,
    );
    expect(stripe.charges.get(chargeId!)!.amount_refunded).toBe(4_000);

    const tooMuch = await providerError(
      provider.refundCharge({ chargeId: chargeId!, amountCents: 6_001, idempotencyKey: key('refund') }),
    );
    expect(tooMuch).toMatchObject({ code: 'invalid_request', retryable: false });
  });

  it('transfers to a connected account in the transfer group from the source charge, once per key', async () => {
    const destinationAccountId = await connectedAccount();
    const { chargeId } = await charge({ amountCents: 100_000 });
    const input = {
      destinationAccountId,
      amountCents: 80_000,
      transferGroup: 'contract:c1',
      sourceTransaction: chargeId!,
      idempotencyKey: key('transfer'),
    };
    const first = await provider.createTransfer(input);
    expect(first.transferId).toMatch(/^tr_fx/);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/transfers',
      params: {
        amount: '80000',
        currency: 'usd',
        destination: destinationAccountId,
        transfer_group: 'contract:c1',
        source_transaction: chargeId,
      },
      headers: { 'idempotency-key': input.idempotencyKey },
    });
    const before = stripe.transfers.size;
    const retries = await Promise.all(Array.from({ length: 20 }, () => provider.createTransfer(input)));
    expect(retries.every((r) => r.transferId === first.transferId)).toBe(true);
    expect(stripe.transfers.size).toBe(before);

    const reused = await providerError(provider.createTransfer({ ...input, amountCents: 1 }));
    expect(reused.code).toBe('idempotency_key_reused');
  });

  it('classifies a transfer outage as retryable and an unknown destination as not', async () => {
    const destinationAccountId = await connectedAccount();
    stripe.failNext('POST /v1/transfers', 503);
    const input = { destinationAccountId, amountCents: 500, transferGroup: 'g', idempotencyKey: key('t') };
    expect((await providerError(provider.createTransfer(input))).retryable).toBe(true);
    await expect(provider.createTransfer(input)).resolves.toMatchObject({ transferId: expect.any(String) });
    const unknown = await providerError(
      provider.createTransfer({ ...input, destinationAccountId: 'acct_nope', idempotencyKey: key('t') }),
    );
    expect(unknown).toMatchObject({ code: 'invalid_request', retryable: false });
  });
});
