import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentAccountInput,
  createPaymentAccountResponse,
  paymentAccountStatus,
  problem,
  type Role,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { PaymentProvider } from '../providers/provider';
import { getPaymentAccountStatus } from './account-status';
import { createPaymentAccount } from './create-payment-account';
import { payoutReturnUrl } from './payout-return';
import { refreshPaymentAccount } from './refresh-payment-account';

/** Who sets up payouts: brokers (their 10% share and refunds) and truckers (their 80%). */
export const PAYOUT_ROLES: readonly Role[] = ['broker', 'trucker'];

/** The signed-in member's connected account: status, set-up and a status refresh. */
export const paymentAccountRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  const auth = { roles: PAYOUT_ROLES };
  const deps = (role: Role | null) => ({
    db: app.database.db,
    live: app.live,
    provider,
    returnUrl: payoutReturnUrl(app.config.publicUrl, role),
  });

  app.get(
    '/api/payments/account',
    {
      config: { auth },
      schema: {
        tags: ['payments'],
        summary: 'Your connected payout account and its readiness',
        response: { 200: paymentAccountStatus, 401: problem, 403: problem },
      },
    },
    async (request) =>
      getPaymentAccountStatus(app.database.db, (await principalOf(request)).userId, provider.name),
  );

  app.post(
    '/api/payments/account',
    {
      config: { auth, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['payments'],
        summary: 'Create your connected payout account (once) and get an onboarding link',
        body: createPaymentAccountInput,
        response: {
          201: createPaymentAccountResponse,
          200: createPaymentAccountResponse,
          400: problem,
          401: problem,
          403: problem,
          429: problem,
          502: problem,
        },
      },
    },
    async (request, reply) => {
      const principal = await principalOf(request);
      const { created, response } = await createPaymentAccount(
        deps(principal.role),
        principal.userId,
        request.body,
        {
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        },
      );
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.post(
    '/api/payments/account/refresh',
    {
      config: { auth, rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: ['payments'],
        summary: 'Re-read your payout account from the payment provider',
        response: { 200: paymentAccountStatus, 401: problem, 403: problem, 429: problem, 502: problem },
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      return refreshPaymentAccount(deps(principal.role), principal.userId);
    },
  );
};
