import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertsQuery,
  alertsResponse,
  markAlertsReadInput,
  markAlertsReadResponse,
  problem,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { AlertsDeps } from '../deps';
import { listTruckerAlerts } from '../services/list-alerts';
import { markTruckerAlertsRead } from '../services/mark-alerts-read';

const truckers = { auth: { roles: ['trucker' as const], onboarded: ['trucker' as const] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** The trucker's alert inbox and its read marks. */
export function alertRoutes(deps: AlertsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trucker/alerts',
      {
        config: truckers,
        schema: {
          tags: ['alerts'],
          summary:
            "The trucker's load alerts, newest first, with each load's status now and the unread count",
          querystring: alertsQuery,
          response: { 200: alertsResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = await principalOf(request);
        return listTruckerAlerts(deps.db, userId, request.query);
      },
    );

    app.post(
      '/api/trucker/alerts/read',
      {
        config: truckers,
        schema: {
          tags: ['alerts'],
          summary: 'Marks the given alerts (or all) read; every open tab hears the new unread count',
          body: markAlertsReadInput,
          response: { 200: markAlertsReadResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = await principalOf(request);
        return markTruckerAlertsRead(deps, userId, request.body.ids);
      },
    );
  };
}
