import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayoutList,
  adminPayoutListQuery,
  idParams,
  problem,
  retryPayoutResponse,
} from '@haulclub/shared';
import { requestContext } from '../audit/index';
import { principalOf } from '../auth/index';
import { listAdminPayouts, retryPayout } from './admin-payouts';
import type { PayoutsDeps } from './deps';

const adminOnly = { auth: { roles: ['admin' as const] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** Admins: the payout queue and the retry of a payout the provider refused. */
export function payoutAdminRoutes(deps: PayoutsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/payouts',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'The payout queue: failed, pending and due payouts first (filter by status)',
          querystring: adminPayoutListQuery,
          response: { 200: adminPayoutList, ...errors },
        },
      },
      async (request) => listAdminPayouts(deps, request.query),
    );

    app.post(
      '/api/admin/payouts/:id/retry',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Retry a failed payout: due again and queued (audited); 409 unless failed',
          params: idParams,
          response: { 200: retryPayoutResponse, ...errors, 409: problem },
        },
      },
      async (request) =>
        retryPayout(
          deps,
          { payoutId: request.params.id, adminId: (await principalOf(request)).userId },
          requestContext(request),
        ),
    );
  };
}
