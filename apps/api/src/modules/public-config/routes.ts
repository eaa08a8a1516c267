import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from '@haulclub/shared';

/** GET /api/public-config: the explicit whitelist of settings the web app may know. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app',
        response: { 200: publicConfig },
      },
    },
    async () => ({
      demoMode: app.config.demoMode,
      contactEmail: app.config.contactEmail,
      googleSignInEnabled: app.config.auth.google !== undefined,
      paymentProvider: app.config.payments.provider,
    }),
  );
};
