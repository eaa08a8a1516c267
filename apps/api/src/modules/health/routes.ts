import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@haulclub/shared';

/** GET /api/health: liveness plus a timed database round trip. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Service health with the database round trip',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch {
        ok = false;
      }
      const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok, roundTripMs },
        demoMode: app.config.demoMode,
        version: app.config.version,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
