import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forecastQuery, forecastView, problem } from '@haulclub/shared';
import type { ForecastModuleDeps } from '../deps';
import { getForecast } from '../services/get-forecast';

/** Every member (truckers once onboarded), as the other futures reads. */
const members = {
  auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded: ['trucker' as const] },
};
const errors = { 400: problem, 401: problem, 403: problem };

/** The lane forecast (issue 14): what a broker sees while creating a future. */
export function forecastRoutes(deps: ForecastModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/forecast',
      {
        config: members,
        schema: {
          tags: ['futures'],
          summary:
            "A lane's forecast rate per mile over a date range (default: the next 30 days), its confidence, basis and the market demand near the origin",
          querystring: forecastQuery,
          response: { 200: forecastView, ...errors },
        },
      },
      async (request) => getForecast(deps, request.query),
    );
  };
}
