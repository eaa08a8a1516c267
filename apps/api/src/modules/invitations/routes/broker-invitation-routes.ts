import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokerTruckersResponse, createTruckerInvitationInput, invitation, problem } from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { InvitationDeps } from '../deps';
import { createTruckerInvitation } from '../services/create-trucker-invitation';
import { listBrokerTruckers } from '../services/list-broker-truckers';
import { requestContext } from '../../audit/index';

/** A verified broker invites truckers and sees their truckers and invitations. */
export const brokerInvitationRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/broker/invitations',
    {
      config: { auth: { roles: ['broker'] }, rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: ['membership'],
        summary: 'Invite a trucker (verified brokers)',
        body: createTruckerInvitationInput,
        response: { 201: invitation, 400: problem, 401: problem, 403: problem, 409: problem, 429: problem },
      },
    },
    async (request, reply) => {
      const principal = await principalOf(request);
      const created = await app.database.db.transaction((tx) =>
        createTruckerInvitation(tx, deps, principal, request.body, requestContext(request)),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/broker/truckers',
    {
      config: { auth: { roles: ['broker'] } },
      schema: {
        tags: ['membership'],
        summary: "The broker's truckers and the invitations sent for them",
        response: { 200: brokerTruckersResponse, 401: problem, 403: problem },
      },
    },
    async (request) => listBrokerTruckers(app.database.db, await principalOf(request)),
  );
};
