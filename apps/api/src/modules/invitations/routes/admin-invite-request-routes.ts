import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInviteRequest,
  adminInviteRequestList,
  adminInviteRequestListQuery,
  idParams,
  invitation,
  inviteFromRequestInput,
  problem,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { InvitationDeps } from '../deps';
import { dismissInviteRequest } from '../services/dismiss-invite-request';
import { inviteFromRequest } from '../services/invite-from-request';
import { listInviteRequests } from '../services/list-invite-requests';
import { requestContext } from '../../audit/index';

const admins = { auth: { roles: ['admin' as const] } };

/** The admin queue of public Get Invited requests: invite in one click, or dismiss. */
export const adminInviteRequestRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/admin/invite-requests',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Get Invited requests by status, newest first',
        querystring: adminInviteRequestListQuery,
        response: { 200: adminInviteRequestList, 400: problem, 401: problem, 403: problem },
      },
    },
    async (request) => listInviteRequests(app.database.db, request.query),
  );

  app.post(
    '/api/admin/invite-requests/:id/invite',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Send the requester a trucker invitation (once)',
        params: idParams,
        body: inviteFromRequestInput.nullish(),
        response: { 201: invitation, 400: problem, 401: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request, reply) => {
      const principal = await principalOf(request);
      const created = await app.database.db.transaction((tx) =>
        inviteFromRequest(
          tx,
          deps,
          principal,
          request.params.id,
          request.body ?? {},
          requestContext(request),
        ),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/invite-requests/:id/dismiss',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Dismiss a request without inviting',
        params: idParams,
        response: {
          200: adminInviteRequest,
          400: problem,
          401: problem,
          403: problem,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      return app.database.db.transaction((tx) =>
        dismissInviteRequest(tx, deps, principal, request.params.id, requestContext(request)),
      );
    },
  );
};
