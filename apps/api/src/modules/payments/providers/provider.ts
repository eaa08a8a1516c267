import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName, PayoutReadiness } from '@haulclub/shared';

/** What the platform needs to know about a connected account to pay it out. */
export interface AccountFlags {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

export interface CreateAccountInput {
  email: string;
  businessName: string;
  country: 'US';
  /** The same key returns the same account on a retry (providers that support it). */
  idempotencyKey?: string;
}

/** A verified webhook event; `account` is set for account updates. */
export interface ProviderWebhookEvent {
  id: string;
  type: string;
  accountId?: string;
  account?: AccountFlags;
}

/**
 * A payment-connect provider: connected accounts for payouts, their hosted
 * onboarding links and the webhooks that report onboarding progress.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createAccount(input: CreateAccountInput): Promise<{ accountId: string }>;
  createAccountLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<AccountFlags>;
  /** Verifies and decodes a webhook delivery; throws WebhookSignatureError when it is not authentic. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderWebhookEvent;
}

/** The provider failed or could not be reached; the cause is logged, never shown. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook delivery whose signature does not verify (or that has none). */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Payout readiness from a connected account's flags: payouts enabled → ready;
 * details submitted → pending review; an account → onboarding; none → not started.
 */
export function readinessOf(flags: AccountFlags | null | undefined): PayoutReadiness {
  if (!flags) return 'not_started';
  if (flags.payoutsEnabled) return 'ready';
  if (flags.detailsSubmitted) return 'pending_review';
  return 'onboarding';
}
