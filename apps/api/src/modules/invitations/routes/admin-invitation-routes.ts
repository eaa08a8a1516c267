import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokerOptionList,
  createAdminInvitationInput,
  invitation,
  invitationList,
  problem,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { InvitationDeps } from '../deps';
import { createAdminInvitation } from '../services/create-admin-invitation';
import { listBrokerOptions } from '../services/list-broker-options';
import { listInvitations } from '../services/list-invitations';
import { requestContext } from '../../audit/index';

const admins = { auth: { roles: ['admin' as const] } };

/** Admins invite brokers and truckers and see every invitation. */
export const adminInvitationRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/admin/invitations',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Every invitation, newest first',
        response: { 200: invitationList, 401: problem, 403: problem },
      },
    },
    async () => listInvitations(app.database.db),
  );

  app.post(
    '/api/admin/invitations',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Invite a broker, or a trucker (optionally for a verified broker)',
        body: createAdminInvitationInput,
        response: { 201: invitation, 400: problem, 401: problem, 403: problem, 409: problem },
      },
    },
    async (request, reply) => {
      const principal = await principalOf(request);
      const created = await app.database.db.transaction((tx) =>
        createAdminInvitation(tx, deps, principal, request.body, requestContext(request)),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/brokers/options',
    {
      config: admins,
      schema: {
        tags: ['membership'],
        summary: 'Verified brokers a trucker invitation can be attached to',
        response: { 200: brokerOptionList, 401: problem, 403: problem },
      },
    },
    async () => listBrokerOptions(app.database.db),
  );
};
