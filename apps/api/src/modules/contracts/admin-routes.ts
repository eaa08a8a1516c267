import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDisputeList,
  adminDisputesQuery,
  idParams,
  problem,
  resolveDisputeInput,
  resolveDisputeResponse,
} from '@haulclub/shared';
import { requestContext } from '../audit/index';
import { principalOf, type RoutePolicy } from '../auth/index';
import type { ContractsDeps } from './deps';
import { listDisputes, resolveDispute } from './services/admin-disputes';

const adminOnly: { auth: RoutePolicy } = { auth: { roles: ['admin'] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };
const tags = ['admin', 'contracts'];

/** The admins' side of escrow: the disputes queue and their resolution. */
export function adminEscrowRoutes(deps: ContractsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/disputes',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Disputes: open ones first (the longest waiting first), with contract, parties and amounts',
          querystring: adminDisputesQuery,
          response: { 200: adminDisputeList, ...errors },
        },
      },
      async (request) => listDisputes(deps.db, request.query),
    );

    app.post(
      '/api/admin/contracts/:id/resolve',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Resolve an open dispute: release as agreed, refund the broker, or split the total (audited)',
          params: idParams,
          body: resolveDisputeInput,
          response: { 200: resolveDisputeResponse, ...errors, 409: problem },
        },
      },
      async (request) =>
        resolveDispute(
          deps,
          { contractId: request.params.id, adminId: (await principalOf(request)).userId, ...request.body },
          requestContext(request),
        ),
    );
  };
}
