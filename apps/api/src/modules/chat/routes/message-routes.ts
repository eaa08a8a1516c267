import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  idParams,
  problem,
  sendChatMessageInput,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { ChatDeps } from '../deps';
import { listChatMessages } from '../services/list-chat-messages';
import { markChatThreadRead } from '../services/mark-chat-thread-read';
import { sendChatMessage } from '../services/send-chat-message';

const onboarded = ['trucker' as const];
const members = { auth: { roles: ['trucker' as const, 'broker' as const], onboarded } };
// Admins pass the role policy so the service can tell them why they may not post.
const readers = { auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** A thread's messages: history, sending, and marking read. */
export function messageRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/chat/threads/:id/messages',
      {
        config: readers,
        schema: {
          tags: ['chat'],
          summary: 'A page of messages, oldest first; `before` pages back',
          params: idParams,
          querystring: chatMessagesQuery,
          response: { 200: chatMessagesPage, ...errors },
        },
      },
      async (request) =>
        listChatMessages(deps.db, await principalOf(request), request.params.id, request.query),
    );

    app.post(
      '/api/chat/threads/:id/messages',
      {
        config: readers,
        schema: {
          tags: ['chat'],
          summary: 'Send a message (the two parties; a repeated clientId returns the first message)',
          params: idParams,
          body: sendChatMessageInput,
          response: { 200: chatMessage, 201: chatMessage, ...errors, 429: problem },
        },
      },
      async (request, reply) => {
        const principal = await principalOf(request);
        const { message, created } = await sendChatMessage(deps, principal, request.params.id, request.body);
        return reply.code(created ? 201 : 200).send(message);
      },
    );

    app.post(
      '/api/chat/threads/:id/read',
      {
        config: members,
        schema: {
          tags: ['chat'],
          summary: 'Mark the thread read for the caller',
          params: idParams,
          response: { 204: z.null().describe('Marked read'), ...errors },
        },
      },
      async (request, reply) => {
        await markChatThreadRead(deps, await principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
