import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AccountFlags,
  type CreateAccountInput,
  type PaymentProvider,
  type ProviderWebhookEvent,
} from './provider';

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
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError('The webhook signature does not verify', { cause: error });
    }
    if (event.type === 'account.updated') {
      const account = event.data.object;
      return { id: event.id, type: event.type, accountId: account.id, account: flagsOf(account) };
    }
    return { id: event.id, type: event.type };
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}`, { cause: error });
    }
  }
}
