import fp from 'fastify-plugin';
import { paymentAccountRoutes } from './account/account-routes';
import { createPaymentProvider } from './providers/create-provider';
import { sandboxConnectRoutes } from './sandbox/sandbox-routes';
import { stripeWebhookRoutes } from './webhooks/webhook-routes';
import type { PaymentProvider } from './providers/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (the money modules charge, refund and transfer through it). */
    paymentProvider: PaymentProvider;
  }
}

/**
 * The payments module: connected payout accounts at the configured provider
 * (sandbox by default, or Stripe), with the provider's own routes: the
 * sandbox onboarding page, or the Stripe webhook.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config.payments, app.database.db, app.config.publicUrl);
    app.decorate('paymentProvider', provider);
    await app.register(paymentAccountRoutes, { provider });
    if (provider.name === 'sandbox') await app.register(sandboxConnectRoutes);
    else await app.register(stripeWebhookRoutes, { provider });
  },
  { name: 'payments', dependencies: ['infrastructure', 'auth'] },
);
