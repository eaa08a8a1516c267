import type { PaymentsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/** The configured provider: the offline sandbox (default) or Stripe Connect. */
export function createPaymentProvider(config: PaymentsConfig, db: Db, publicUrl: string): PaymentProvider {
  return config.provider === 'stripe'
    ? new StripePaymentProvider(config)
    : new SandboxPaymentProvider(db, publicUrl);
}
