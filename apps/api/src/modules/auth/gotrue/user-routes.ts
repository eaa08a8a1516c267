import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors } from '../auth-error';
import { findUserById, listIdentities } from '../repository/user-repository';
import { requestReauthentication } from '../services/reauthenticate';
import { signOut } from '../services/sign-out';
import { updateUser } from '../services/update-user';
import { toGoTrueUser } from '../user-view';
import { goTrueCaller, requestContext } from './caller';
import { EMAIL_LIMIT } from './limits';
import { logoutQuery, updateUserBody } from './schemas';

/** GET/PUT /user and POST /logout: the signed-in user's own account. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.auth;

  app.get(
    '/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user (GoTrue)' } },
    async (request) => {
      const caller = await goTrueCaller(request, deps);
      const user = await findUserById(deps.db, caller.userId);
      if (!user) throw authErrors.sessionNotFound();
      return toGoTrueUser(user, await listIdentities(deps.db, user.id));
    },
  );

  app.put(
    '/user',
    { schema: { tags: ['auth'], summary: 'Change password or profile data (GoTrue)', body: updateUserBody } },
    async (request) => {
      const caller = await goTrueCaller(request, deps);
      const user = await updateUser(deps, caller, request.body, requestContext(request));
      app.auth.sessions.invalidateUser(caller.userId);
      return user;
    },
  );

  // auth-js's reauthenticate() sends GET (as GoTrue serves it); POST is accepted too.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/reauthenticate',
      config: EMAIL_LIMIT,
      schema: { tags: ['auth'], summary: 'Email a code that allows a password change (GoTrue)' },
      handler: async (request) => {
        const caller = await goTrueCaller(request, deps);
        await requestReauthentication(deps, caller, requestContext(request));
        return {};
      },
    });
  }

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out (GoTrue)', querystring: logoutQuery } },
    async (request, reply) => {
      const caller = await goTrueCaller(request, deps);
      await signOut(deps, caller, request.query.scope, requestContext(request));
      // At once here; every process (this one too) also forgets the user's sessions on the commit's NOTIFY.
      app.auth.sessions.invalidateUser(caller.userId);
      return reply.code(204).send();
    },
  );
};
