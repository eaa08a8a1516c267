import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseRoleInput, meResponse, problem } from '@haulclub/shared';
import { chooseRole } from './google/choose-role';
import { principalOf } from './policy/require-role';
import { getMe } from './services/get-me';

/** GET /api/me: who is signed in (any role, or none yet); POST /api/me/role: choose the first role. */
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

  app.post(
    '/api/me/role',
    {
      config: { auth: {} },
      schema: {
        tags: ['auth'],
        summary: 'Choose your role (trucker or broker), once, for an account that has none yet',
        body: chooseRoleInput,
        response: { 200: meResponse, 400: problem, 401: problem, 403: problem, 409: problem },
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      const me = await chooseRole(app.database.db, app.auth.deps.signUpGate, principal, request.body, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // The role is cached with the session; drop it so role routes see the new one at once.
      app.auth.sessions.invalidate();
      return me;
    },
  );
};
