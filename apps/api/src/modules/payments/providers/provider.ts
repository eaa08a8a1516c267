import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName, PayoutReadiness, SandboxCardInput } from '@haulclub/shared';

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

/**
 * A card charge on the platform (Stripe Connect "separate charges and
 * transfers"): the money lands on the platform and is later transferred to
 * connected accounts within the same `transferGroup` (one per contract).
 */
export interface CreateChargeInput {
  amountCents: number;
  /** The sandbox's card details (see sandboxCardInput), or a Stripe PaymentMethod id (pm_…). */
  paymentMethod: SandboxCardInput | string;
  transferGroup: string;
  /** The same key returns the same charge (or the same decline) on a retry; never a second charge. */
  idempotencyKey: string;
  description: string;
  customerEmail?: string;
}

/** A decline is a normal answer, not an exception; its message is safe to show the payer. */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; declineMessage: string; chargeId: string | null };

export interface RefundChargeInput {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** Money from the platform's balance to a connected account (the provider pays it out to the bank). */
export interface CreateTransferInput {
  destinationAccountId: string;
  amountCents: number;
  transferGroup: string;
  /** The charge whose funds this transfer uses, so it does not wait for the platform balance. */
  sourceTransaction?: string;
  idempotencyKey: string;
}

/** What a charge/transfer/payout webhook says about the money object it concerns. */
export interface ProviderMoneyObject {
  id: string;
  amountCents: number;
  status?: string;
  transferGroup?: string | null;
  /** The connected account (transfers: the destination; payouts: the account paid out). */
  accountId?: string | null;
  amountRefundedCents?: number;
  failureMessage?: string | null;
}

/** A verified webhook event; `account` is set for account updates, `object` for charges, transfers and payouts. */
export interface ProviderWebhookEvent {
  id: string;
  type: string;
  /** When the provider created the event: the order in which the states it reports were true. */
  created: Date;
  accountId?: string;
  account?: AccountFlags;
  kind?: 'charge' | 'transfer' | 'payout';
  object?: ProviderMoneyObject;
}

/**
 * What the provider holds for one transfer group (one contract): its charges
 * (declined ones too), the refunds of those charges and the transfers to
 * connected accounts. The admin's reconciliation compares it with the ledger.
 */
export interface ProviderTransferGroup {
  charges: { id: string; amountCents: number; succeeded: boolean; amountRefundedCents: number }[];
  refunds: { id: string; chargeId: string; amountCents: number }[];
  transfers: { id: string; amountCents: number; destinationAccountId: string; reversed: boolean }[];
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
  /** Charges the payer; a decline is a result. Throws PaymentProviderError (see `retryable`) otherwise. */
  createCharge(input: CreateChargeInput): Promise<ChargeResult>;
  /**
   * The charge made with this idempotency key (its result as createCharge
   * answered it), or null when the provider never made one: how a charge left
   * unanswered by a crash or an outage is settled without asking for the card again.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  refundCharge(input: RefundChargeInput): Promise<{ refundId: string }>;
  createTransfer(input: CreateTransferInput): Promise<{ transferId: string }>;
  /** The charges, refunds and transfers of one transfer group (read only). */
  listTransferGroup(transferGroup: string): Promise<ProviderTransferGroup>;
}

export type PaymentProviderErrorCode =
  /** An outage, a timeout or a rate limit: the same call (same idempotency key) may be retried. */
  | 'unavailable'
  /** The idempotency key was used before with different parameters. */
  | 'idempotency_key_reused'
  /** The provider refused the request as it is (unknown object, account not ready, amount too high…). */
  | 'invalid_request';

/** The provider failed or could not be reached; the cause is logged, never shown. */
export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;
  /** True when retrying the same call with the same idempotency key may succeed. */
  readonly retryable: boolean;

  constructor(
    message: string,
    options?: { cause?: unknown; code?: PaymentProviderErrorCode; retryable?: boolean },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.code = options?.code ?? 'unavailable';
    this.retryable = options?.retryable ?? this.code === 'unavailable';
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
