import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalytics, analyticsQuery, problem } from '@haulclub/shared';
import type { Db } from '../../db/client';
import { getAdminAnalytics } from './services/get-admin-analytics';

/** Admins: the marketplace's figures over 7, 30, 90 or 365 days (`/admin/analytics`). */
export function analyticsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/analytics',
      {
        config: { auth: { roles: ['admin'] } },
        schema: {
          tags: ['admin'],
          summary:
            'Loads posted, booked and expired unbooked per day, time to book, ghost-load rate, rates, lanes',
          querystring: analyticsQuery,
          response: { 200: adminAnalytics, 400: problem, 401: problem, 403: problem },
        },
      },
      async (request) => getAdminAnalytics(db, request.query.days),
    );
  };
}
