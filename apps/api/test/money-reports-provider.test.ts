import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/modules/payments/providers/provider';
import { StripePaymentProvider } from '../src/modules/payments/providers/stripe-provider';
import { reconcileWithProvider } from '../src/modules/money-reports/services/reconcile-provider';
import { contractTransferGroup } from '../src/modules/payments/index';
import { startStripeFixture, type StripeFixture } from './helpers/stripe-fixture';

let stripe: StripeFixture;
let provider: StripePaymentProvider;
beforeAll(async () => {
  stripe = await startStripeFixture();
  provider = new StripePaymentProvider({
    secretKey: 'sk_test_haulclub_fixture',
    webhookSecret: 'whsec_haulclub_fixture',
    apiBase: stripe.url,
    maxNetworkRetries: 0,
  });
});
afterAll(async () => stripe?.close());

const contractId = '5d0c6f7e-3b51-4a53-9b0e-1f2d3c4b5a69';
const group = contractTransferGroup(contractId);

describe('Stripe listTransferGroup (the reconciliation read)', () => {
  it("lists the group's charges (declined ones too), their refunds and its transfers, and nothing of other groups", async () => {
    const { accountId } = await provider.createAccount({
      email: 'p@x.example',
      businessName: 'P',
      country: 'US',
    });
    const ok = await provider.createCharge({
      amountCents: 100_000,
      paymentMethod: 'pm_card_visa',
      transferGroup: group,
      idempotencyKey: 'c1',
      description: 'd',
    });
    await provider.createCharge({
      amountCents: 100_000,
      paymentMethod: 'pm_card_chargeDeclined',
      transferGroup: group,
      idempotencyKey: 'c2',
      description: 'd',
    });
    await provider.createCharge({
      amountCents: 999,
      paymentMethod: 'pm_card_visa',
      transferGroup: 'contract:other',
      idempotencyKey: 'c3',
      description: 'd',
    });
    if (ok.status !== 'succeeded') throw new Error('charge failed');
    await provider.refundCharge({ chargeId: ok.chargeId, amountCents: 15_000, idempotencyKey: 'r1' });
    await provider.createTransfer({
      destinationAccountId: accountId,
      amountCents: 68_000,
      transferGroup: group,
      sourceTransaction: ok.chargeId,
      idempotencyKey: 't1',
    });

    const listed = await provider.listTransferGroup(group);
    expect(listed.charges).toHaveLength(2);
    expect(listed.charges.find((c) => c.id === ok.chargeId)).toEqual({
      id: ok.chargeId,
      amountCents: 100_000,
      succeeded: true,
      amountRefundedCents: 15_000,
    });
    expect(listed.charges.filter((c) => !c.succeeded)).toHaveLength(1);
    expect(listed.refunds).toEqual([
      { id: expect.stringMatching(/^re_/), chargeId: ok.chargeId, amountCents: 15_000 },
    ]);
    expect(listed.transfers).toEqual([
      {
        id: expect.stringMatching(/^tr_/),
        amountCents: 68_000,
        destinationAccountId: accountId,
        reversed: false,
      },
    ]);
    const gets = stripe.requests
      .filter((r) => r.method === 'GET')
      .map((r) => `${r.path}?${new URLSearchParams(r.params)}`);
    expect(gets).toContain(`/v1/charges?transfer_group=${encodeURIComponent(group)}&limit=100`);

    // The reconciliation compares succeeded charges, refunds and transfers with the ledger's figures.
    const differences = await reconcileWithProvider(provider, [
      {
        contractId,
        contractNumber: 7,
        chargedCents: 100_000,
        refundedCents: 15_000,
        paidOutCents: 80_000,
        inFlight: false,
        total: 1,
      },
    ]);
    expect(differences).toEqual([
      {
        contractId,
        contractNumber: 7,
        kind: 'transfer',
        ledgerCents: 80_000,
        providerCents: 68_000,
        inFlight: false,
      },
    ]);
  });

  it('fails as a retryable PaymentProviderError when Stripe is down', async () => {
    stripe.failNext('GET /v1/charges', 503);
    const error = await provider.listTransferGroup(group).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).retryable).toBe(true);
  });
});
