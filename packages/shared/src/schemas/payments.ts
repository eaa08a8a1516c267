import { z } from 'zod';
import { emailAddress } from './auth';
import { MEMBERSHIP_LIMITS as L, isoDateTime, requiredText } from './formats';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Payout readiness of a connected account: none yet; onboarding started but
 * details missing; details submitted, provider still reviewing; payouts enabled.
 */
export const PAYOUT_READINESS = ['not_started', 'onboarding', 'pending_review', 'ready'] as const;
export type PayoutReadiness = (typeof PAYOUT_READINESS)[number];

/** POST /api/payments/account (the spec's create-stripe-account): body email, company_name, country (US). */
export const createPaymentAccountInput = z.object({
  email: emailAddress,
  company_name: requiredText('Company name', L.companyName),
  country: z.literal('US', { error: 'Country must be US' }),
});
export type CreatePaymentAccountInput = z.infer<typeof createPaymentAccountInput>;

export const createPaymentAccountResponse = z.object({
  account_id: z.string(),
  /** Opened in a new tab: the provider's (or the sandbox's) onboarding page. */
  account_link_url: z.string(),
  readiness: z.enum(PAYOUT_READINESS),
});
export type CreatePaymentAccountResponse = z.infer<typeof createPaymentAccountResponse>;

/** GET /api/payments/account: the signed-in user's connected account and payout readiness. */
export const paymentAccountStatus = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  accountId: z.string().nullable(),
  readiness: z.enum(PAYOUT_READINESS),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  updatedAt: isoDateTime.nullable(),
});
export type PaymentAccountStatus = z.infer<typeof paymentAccountStatus>;
