import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInviteRequestInput, createInviteRequestResponse, problem } from '@haulclub/shared';
import { createInviteRequest } from './create-invite-request';

/** POST /api/invite-requests: the public Get Invited form. */
export const inviteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/invite-requests',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['membership'],
        summary: 'Ask for an invitation to HaulClub',
        body: createInviteRequestInput,
        response: {
          201: createInviteRequestResponse,
          200: createInviteRequestResponse,
          400: problem,
          429: problem,
        },
      },
    },
    async (request, reply) => {
      const { request: stored, duplicate } = await createInviteRequest(
        { db: app.database.db, mail: app.mail, contactEmail: app.config.contactEmail },
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      return reply.code(duplicate ? 200 : 201).send({ id: stored.id, status: 'new' });
    },
  );
};
