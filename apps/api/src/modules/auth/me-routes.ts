import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse, problem } from '@haulclub/shared';
import { principalOf } from './policy/require-role';
import { getMe } from './services/get-me';

/** GET /api/me: who is signed in (any role). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      config: { auth: {} },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their profile',
        response: { 200: meResponse, 401: problem },
      },
    },
    async (request) => getMe(app.database.db, await principalOf(request)),
  );
};
