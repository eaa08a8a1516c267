import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse } from '@haulclub/shared';
import type { Db } from '../../db/client';

/** How long /api/ready waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * GET /api/health: liveness, answered from memory (no database, no rate limit) so load balancers and
 * monitors may poll it as often as they like. GET /api/ready: readiness, a timed database round trip.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database check; see /api/ready)',
        response: { 200: healthResponse },
      },
    },
    async () => ({
      status: 'ok' as const,
      demoMode: app.config.demoMode,
      version: app.config.version,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: a timed database round trip; 503 when the database does not answer',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await databaseAnswers(app.database.db);
      const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        database: { ok, roundTripMs },
      });
    },
  );
};

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
