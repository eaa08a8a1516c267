import fp from 'fastify-plugin';
import { paymentAccountRoutes } from './account/account-routes';
import { createPaymentProvider } from './providers/create-provider';
import { sandboxConnectRoutes } from './sandbox/sandbox-routes';
import { stripeWebhookRoutes } from './webhooks/webhook-routes';

/**
 * The payments module: connected payout accounts at the configured provider
 * (sandbox by default, or Stripe), with the provider's own routes: the
 * sandbox onboarding page, or the Stripe webhook.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config.payments, app.database.db, app.config.publicUrl);
    await app.register(paymentAccountRoutes, { provider });
    if (provider.name === 'sandbox') await app.register(sandboxConnectRoutes);
    else await app.register(stripeWebhookRoutes, { provider });
  },
  { name: 'payments', dependencies: ['infrastructure', 'auth'] },
);
