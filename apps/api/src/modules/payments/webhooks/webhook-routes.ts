import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '@haulclub/shared';
import type { PaymentProvider } from '../providers/provider';
import { handleWebhook } from './handle-webhook';

export const webhookReceived = z.object({ received: z.literal(true) });

/**
 * POST /api/webhooks/stripe. Signature verification needs the exact bytes
 * Stripe signed, so this encapsulated plugin parses JSON as a raw Buffer; the
 * other routes keep the normal JSON parser.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/webhooks/stripe',
    {
      config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed with the Stripe-Signature header; account.updated and transfer events are acted on)',
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        response: { 200: webhookReceived, 400: problem, 415: problem },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleWebhook(
        { db: app.database.db, live: app.live, provider },
        body,
        request.headers,
      );
      request.log.info({ outcome }, 'stripe webhook');
      return { received: true as const };
    },
  );
};
