import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelLoadInput,
  adminLoadsQuery,
  brokerLoad,
  brokerLoadList,
  idParams,
  problem,
} from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { adminCancelLoad } from '../services/admin-cancel-load';
import { listLoads } from '../services/list-broker-loads';
import { adminOnly, errors } from './schemas';

/** Admins: every broker's loads, and cancelling any load that is not delivered. */
export function adminRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/loads',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'All loads: by status, broker, or reference number / city / commodity',
          querystring: adminLoadsQuery,
          response: { 200: brokerLoadList, ...errors },
        },
      },
      async (request) => listLoads(deps.db, request.query, deps.settings.current()),
    );

    app.post(
      '/api/admin/loads/:id/cancel',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Cancel a load (and its booking) with a reason; audited, parties emailed',
          params: idParams,
          body: adminCancelLoadInput,
          response: { 200: brokerLoad, ...errors, 409: problem },
        },
      },
      async (request) =>
        adminCancelLoad(
          deps,
          {
            loadId: request.params.id,
            adminId: (await principalOf(request)).userId,
            reason: request.body.reason,
          },
          requestContext(request),
        ),
    );
  };
}
