import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatThread, chatThreadList, chatUnread, idParams, problem } from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { ChatDeps } from '../deps';
import { getChatThread } from '../services/get-chat-thread';
import { getChatUnread } from '../services/get-chat-unread';
import { listChatThreads } from '../services/list-chat-threads';
import { startChatThread } from '../services/start-chat-thread';

const onboarded = ['trucker' as const];
const truckers = { auth: { roles: ['trucker' as const], onboarded } };
const members = { auth: { roles: ['trucker' as const, 'broker' as const], onboarded } };
const readers = { auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** Starting, listing and reading chat threads, and the unread badge. */
export function threadRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/loads/:id/chat',
      {
        config: truckers,
        schema: {
          tags: ['chat'],
          summary: "The trucker's thread with the load's broker (201 when it is created)",
          params: idParams,
          response: { 200: chatThread, 201: chatThread, ...errors },
        },
      },
      async (request, reply) => {
        const { thread, created } = await startChatThread(
          deps,
          await principalOf(request),
          request.params.id,
        );
        return reply.code(created ? 201 : 200).send(thread);
      },
    );

    app.get(
      '/api/chat/threads',
      {
        config: members,
        schema: {
          tags: ['chat'],
          summary: "The caller's threads, latest activity first",
          response: { 200: chatThreadList, ...errors },
        },
      },
      async (request) => listChatThreads(deps.db, await principalOf(request), deps.settings.current()),
    );

    app.get(
      '/api/chat/threads/:id',
      {
        config: readers,
        schema: {
          tags: ['chat'],
          summary: 'One thread (its trucker, its broker and admins)',
          params: idParams,
          response: { 200: chatThread, ...errors },
        },
      },
      async (request) =>
        getChatThread(deps.db, await principalOf(request), request.params.id, deps.settings.current()),
    );

    app.get(
      '/api/chat/unread',
      {
        config: members,
        schema: {
          tags: ['chat'],
          summary: 'Unread messages across all of the caller’s threads',
          response: { 200: chatUnread, ...errors },
        },
      },
      async (request) => getChatUnread(deps.db, await principalOf(request)),
    );
  };
}
