import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problem } from '@haulclub/shared';
import {
  completeSandboxOnboardingInput,
  completeSandboxOnboardingResponse,
  sandboxConnectPage,
  sandboxConnectParams,
  sandboxConnectQuery,
} from '@haulclub/shared';
import { payoutReturnUrl } from '../account/payout-return';
import { findAccountOwnerRole } from '../account/repository';
import { completeSandboxOnboarding, getSandboxOnboarding } from './sandbox-onboarding';

/**
 * The sandbox provider's hosted onboarding (public: the link's token is the
 * credential, as with a Stripe account link). Registered only while the
 * sandbox provider is active.
 */
export const sandboxConnectRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: 30, timeWindow: '10 minutes' };

  app.get(
    '/api/sandbox/connect/:accountId',
    {
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox payment provider: the onboarding page behind an account link',
        params: sandboxConnectParams,
        querystring: sandboxConnectQuery,
        response: { 200: sandboxConnectPage, 400: problem, 404: problem, 410: problem, 429: problem },
      },
    },
    async (request) => getSandboxOnboarding(app.database.db, request.params.accountId, request.query.token),
  );

  app.post(
    '/api/sandbox/connect/:accountId/complete',
    {
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox payment provider: submit simulated bank details and enable payouts',
        params: sandboxConnectParams,
        body: completeSandboxOnboardingInput,
        response: {
          200: completeSandboxOnboardingResponse,
          400: problem,
          404: problem,
          410: problem,
          429: problem,
        },
      },
    },
    async (request) => {
      await completeSandboxOnboarding(
        { db: app.database.db, live: app.live },
        request.params.accountId,
        request.body,
      );
      // Back to the owner's payouts page, as a Stripe account link's return_url does.
      const owner = await findAccountOwnerRole(app.database.db, request.params.accountId);
      return { returnUrl: payoutReturnUrl(app.config.publicUrl, owner?.role) };
    },
  );
};
