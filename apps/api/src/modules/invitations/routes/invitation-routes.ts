import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, invitation, invitationLookup, invitationLookupQuery, problem } from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { InvitationDeps } from '../deps';
import { lookupInvitation } from '../services/lookup-invitation';
import { resendInvitation } from '../services/resend-invitation';
import { revokeInvitation } from '../services/revoke-invitation';
import { requestContext } from '../../audit/index';

const manageResponses = {
  200: invitation,
  400: problem,
  401: problem,
  403: problem,
  404: problem,
  409: problem,
  429: problem,
};

/** Resend and revoke (the invitation's broker or an admin), and the public lookup of a link. */
export const invitationRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (app, { deps }) => {
  app.post(
    '/api/invitations/:id/resend',
    {
      config: { auth: { roles: ['broker', 'admin'] }, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['membership'],
        summary: 'Send an invitation again with a new code and a new expiry',
        params: idParams,
        response: manageResponses,
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      return app.database.db.transaction((tx) =>
        resendInvitation(tx, deps, principal, request.params.id, requestContext(request)),
      );
    },
  );

  app.post(
    '/api/invitations/:id/revoke',
    {
      config: { auth: { roles: ['broker', 'admin'] } },
      schema: {
        tags: ['membership'],
        summary: 'Revoke an invitation: its link stops working',
        params: idParams,
        response: manageResponses,
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      return app.database.db.transaction((tx) =>
        revokeInvitation(tx, deps, principal, request.params.id, requestContext(request)),
      );
    },
  );

  app.get(
    '/api/invitations/lookup',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: ['membership'],
        summary: 'What a sign-up page may show about an invitation link',
        querystring: invitationLookupQuery,
        response: { 200: invitationLookup, 400: problem, 404: problem, 410: problem, 429: problem },
      },
    },
    async (request) => lookupInvitation(app.database.db, request.query.code),
  );
};
