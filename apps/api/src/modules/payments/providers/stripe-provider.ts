import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AccountFlags,
  type ChargeResult,
  type CreateAccountInput,
  type CreateChargeInput,
  type CreateTransferInput,
  type PaymentProvider,
  type ProviderMoneyObject,
  type ProviderTransferGroup,
  type ProviderWebhookEvent,
  type RefundChargeInput,
} from './provider';

/** Stripe's own default, stated: a signature older than this (seconds) is refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Shown when a card needs 3-D Secure, which the API-only charge cannot complete. */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your card needs extra authentication, which is not supported yet. Please use another card.';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The money object a charge, transfer or payout event carries; undefined for other events. */
function moneyObjectOf(event: Stripe.Event): Pick<ProviderWebhookEvent, 'kind' | 'object'> {
  if (event.type.startsWith('charge.') && event.data.object.object === 'charge') {
    const charge = event.data.object;
    return {
      kind: 'charge',
      object: {
        id: charge.id,
        amountCents: charge.amount,
        status: charge.status,
        transferGroup: charge.transfer_group,
        amountRefundedCents: charge.amount_refunded,
        failureMessage: charge.failure_message,
      },
    };
  }
  if (event.type.startsWith('transfer.') && event.data.object.object === 'transfer') {
    const transfer = event.data.object;
    return {
      kind: 'transfer',
      object: {
        id: transfer.id,
        amountCents: transfer.amount,
        status: transfer.reversed ? 'reversed' : 'created',
        transferGroup: transfer.transfer_group,
        accountId: idOf(transfer.destination),
      },
    };
  }
  if (event.type.startsWith('payout.') && event.data.object.object === 'payout') {
    const payout = event.data.object;
    const object: ProviderMoneyObject = {
      id: payout.id,
      amountCents: payout.amount,
      status: payout.status,
      // Payouts happen on the connected account: the event says which one.
      accountId: event.account ?? null,
      failureMessage: payout.failure_message,
    };
    return { kind: 'payout', object };
  }
  return {};
}

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** e.g. https://api.stripe.com, or a local fixture's http://127.0.0.1:port in tests. */
  apiBase: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** The SDK's host/port/protocol settings from a base URL. */
export function stripeConnection(apiBase: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

const flagsOf = (account: Stripe.Account): AccountFlags => ({
  detailsSubmitted: account.details_submitted ?? false,
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
});

/** Stripe Connect with the official SDK: Express accounts in the US, hosted onboarding, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...stripeConnection(config.apiBase),
      timeout: config.timeoutMs ?? 10_000,
      maxNetworkRetries: config.maxNetworkRetries ?? 1,
      telemetry: false,
      appInfo: { name: 'HaulClub' },
    });
  }

  async createAccount(input: CreateAccountInput): Promise<{ accountId: string }> {
    const account = await this.call('create account', () =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          business_profile: { name: input.businessName },
          capabilities: { transfers: { requested: true } },
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      ),
    );
    return { accountId: account.id };
  }

  async createAccountLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<{ url: string }> {
    const link = await this.call('create account link', () =>
      this.stripe.accountLinks.create({
        account: accountId,
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
        type: 'account_onboarding',
      }),
    );
    return { url: link.url };
  }

  async retrieveAccount(accountId: string): Promise<AccountFlags> {
    return flagsOf(await this.call('retrieve account', () => this.stripe.accounts.retrieve(accountId)));
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderWebhookEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      throw new WebhookSignatureError('The Stripe-Signature header is missing');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError('The webhook signature does not verify', { cause: error });
    }
    const created = new Date(event.created * 1000);
    if (event.type === 'account.updated') {
      const account = event.data.object;
      return { id: event.id, type: event.type, created, accountId: account.id, account: flagsOf(account) };
    }
    return { id: event.id, type: event.type, created, ...moneyObjectOf(event) };
  }

  /**
   * Separate charges and transfers, as Stripe recommends for a platform that
   * pays several parties later: a PaymentIntent confirmed at once on the
   * platform (API-only, so no redirecting payment methods), in the contract's
   * transfer group; its charge is the source transaction of the transfers.
   */
  async createCharge(input: CreateChargeInput): Promise<ChargeResult> {
    if (typeof input.paymentMethod !== 'string') {
      throw new PaymentProviderError('Stripe charges take a PaymentMethod id, not card details', {
        code: 'invalid_request',
      });
    }
    const paymentMethod = input.paymentMethod;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          payment_method: paymentMethod,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          transfer_group: input.transferGroup,
          description: input.description,
          // findCharge looks the intent up by this key after a crash or an outage.
          metadata: { idempotency_key: input.idempotencyKey },
          ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      // A decline is Stripe's card_error; its message is written for the cardholder.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', declineMessage: error.message, chargeId: error.charge ?? null };
      }
      throw providerError('create charge', error);
    }
    const chargeId = idOf(intent.latest_charge);
    if (intent.status === 'succeeded' && chargeId) return { status: 'succeeded', chargeId };
    if (intent.status === 'requires_action') {
      return { status: 'declined', declineMessage: AUTHENTICATION_REQUIRED_MESSAGE, chargeId };
    }
    if (intent.status === 'requires_payment_method') {
      const message = intent.last_payment_error?.message ?? 'Your card was declined.';
      return { status: 'declined', declineMessage: message, chargeId };
    }
    throw new PaymentProviderError(`Stripe left payment intent ${intent.id} in status ${intent.status}`, {
      code: 'invalid_request',
    });
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const found = await this.call('find charge', () =>
      this.stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, '')}'`,
        limit: 1,
      }),
    );
    const intent = found.data[0];
    if (!intent) return null;
    const chargeId = idOf(intent.latest_charge);
    if (intent.status === 'succeeded' && chargeId) return { status: 'succeeded', chargeId };
    if (intent.status === 'requires_action') {
      return { status: 'declined', declineMessage: AUTHENTICATION_REQUIRED_MESSAGE, chargeId };
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      const message = intent.last_payment_error?.message ?? 'Your card was declined.';
      return { status: 'declined', declineMessage: message, chargeId };
    }
    throw new PaymentProviderError(`Stripe left payment intent ${intent.id} in status ${intent.status}`);
  }

  async refundCharge(input: RefundChargeInput): Promise<{ refundId: string }> {
    const refund = await this.call('refund charge', () =>
      this.stripe.refunds.create(
        { charge: input.chargeId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  async createTransfer(input: CreateTransferInput): Promise<{ transferId: string }> {
    const transfer = await this.call('create transfer', () =>
      this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          destination: input.destinationAccountId,
          transfer_group: input.transferGroup,
          ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { transferId: transfer.id };
  }

  /**
   * Charges and transfers are listed by `transfer_group` (all pages); the
   * refunds of each charge that has any, by charge.
   */
  async listTransferGroup(transferGroup: string): Promise<ProviderTransferGroup> {
    const charges = await this.call('list charges', () =>
      this.stripe.charges
        .list({ transfer_group: transferGroup, limit: 100 })
        .autoPagingToArray({ limit: 1000 }),
    );
    const transfers = await this.call('list transfers', () =>
      this.stripe.transfers
        .list({ transfer_group: transferGroup, limit: 100 })
        .autoPagingToArray({ limit: 1000 }),
    );
    const refunds: ProviderTransferGroup['refunds'] = [];
    for (const charge of charges.filter((c) => c.amount_refunded > 0)) {
      const list = await this.call('list refunds', () =>
        this.stripe.refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 }),
      );
      for (const refund of list) {
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        refunds.push({ id: refund.id, chargeId: charge.id, amountCents: refund.amount });
      }
    }
    return {
      charges: charges.map((c) => ({
        id: c.id,
        amountCents: c.amount,
        succeeded: c.status === 'succeeded',
        amountRefundedCents: c.amount_refunded,
      })),
      refunds,
      transfers: transfers.map((t) => ({
        id: t.id,
        amountCents: t.amount - t.amount_reversed,
        destinationAccountId: idOf(t.destination) ?? '',
        reversed: t.reversed,
      })),
    };
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(what, error);
    }
  }
}

/**
 * Classifies a Stripe failure: outages, timeouts, rate limits and a
 * concurrent request holding the same idempotency key may be retried with
 * the same key; a refused request or a reused key may not.
 */
export function providerError(what: string, error: unknown): PaymentProviderError {
  const message = `Stripe could not ${what}`;
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentProviderError(`${message}: idempotency key reused with other parameters`, {
      cause: error,
      code: 'idempotency_key_reused',
    });
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error.code === 'idempotency_key_in_use' ||
      status === 429 ||
      status >= 500;
    return new PaymentProviderError(message, {
      cause: error,
      code: retryable ? 'unavailable' : 'invalid_request',
    });
  }
  return new PaymentProviderError(message, { cause: error });
}
