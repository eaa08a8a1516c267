import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locateQuery, place } from '@haulclub/shared';
import { locate } from '../services/locate';
import { errors } from './schemas';

/** GET /api/geo/locate: any signed-in user turns "Dallas, TX" or a ZIP into a located place. */
export function geoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/geo/locate',
      {
        config: { auth: {} },
        schema: {
          tags: ['loads'],
          summary: 'Locate "City, ST", "City ST" or a ZIP code with the offline ZIP data',
          querystring: locateQuery,
          response: { 200: place, ...errors },
        },
      },
      async (request) => locate(request.query.q),
    );
  };
}
