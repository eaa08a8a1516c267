import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatThreadList, idParams, problem } from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { ChatDeps } from '../deps';
import { listLoadChatThreads } from '../services/list-load-chat-threads';

const admins = { auth: { roles: ['admin' as const] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** Admins find the threads about a load; they read each through the thread and message routes. */
export function adminThreadRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/loads/:id/threads',
      {
        config: admins,
        schema: {
          tags: ['admin', 'chat'],
          summary: 'Every chat thread about a load, latest activity first (read only)',
          params: idParams,
          response: { 200: chatThreadList, ...errors },
        },
      },
      async (request) =>
        listLoadChatThreads(deps.db, await principalOf(request), request.params.id, deps.settings.current()),
    );
  };
}
