import { z } from 'zod';

/** GET /api/health: liveness. The process answers; it touches no database (cheap enough to poll hard). */
export const healthResponse = z.object({
  status: z.literal('ok'),
  demoMode: z.boolean(),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/ready: readiness. 200 when a database round trip succeeds, 503 when it does not. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({
    ok: z.boolean(),
    roundTripMs: z.number(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
