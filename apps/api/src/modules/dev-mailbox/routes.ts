import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailboxListQuery,
  mailboxListResponse,
  mailMessage,
  problem,
  type MailSummary,
} from '@haulclub/shared';
import { AppError } from '../../lib/errors';
import { requireRole } from '../auth/index';
import { findMessage, listMessages, type OutboxRow } from '../mail/index';

function toSummary(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The development mailbox: open in demo mode (embedded database on a loopback
 * HOST, or DEMO_MODE=true); otherwise only signed-in admins may read it.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRole('admin');
  app.addHook('onRequest', async (request) => {
    if (!app.config.demoMode) await adminOnly(request);
  });

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'List outgoing mail (demo mode)',
        querystring: mailboxListQuery,
        response: { 200: mailboxListResponse, 401: problem, 403: problem },
      },
    },
    async (request) => {
      const rows = await listMessages(app.database.db, { to: request.query.to, limit: request.query.limit });
      return { messages: rows.map(toSummary) };
    },
  );

  app.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'Read one outgoing message (demo mode)',
        params: z.object({ id: z.uuid('must be a message id') }),
        response: { 200: mailMessage, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const row = await findMessage(app.database.db, request.params.id);
      if (!row) throw AppError.notFound('Message');
      return {
        ...toSummary(row),
        text: row.textBody,
        html: row.htmlBody,
        replyTo: row.replyTo,
        lastError: row.lastError,
      };
    },
  );
};
