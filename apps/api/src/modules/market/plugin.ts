import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EQUIPMENT_TYPES } from '@haulclub/shared';
import type { MarketDeps } from './deps';
import { brokersOnLanes } from './repository/fairness';
import { marketRoutes } from './routes/market-routes';
import { refreshBrokerFairness } from './services/broker-fairness';
import { MARKET_JOBS, refreshLaneRates } from './services/refresh-lane-rates';
import { sweepMarket } from './services/sweep-market';

/** How often each process queues the market sweep (one queued sweep at a time across processes). */
export const MARKET_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const lanePayload = z.object({
  originMarket: z.string().regex(/^\d{3}$/),
  destinationMarket: z.string().regex(/^\d{3}$/),
  equipment: z.enum(EQUIPMENT_TYPES),
});
const brokerPayload = z.object({ brokerId: z.uuid() });

/** The payloads that parse; one that does not (never queued by this code) is logged and dropped. */
function validPayloads<T>(
  payloads: Array<Record<string, unknown>>,
  schema: z.ZodType<T>,
  log: FastifyBaseLogger,
): T[] {
  return payloads.flatMap((payload) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return [parsed.data];
    log.error({ payload }, 'dropping a market job with a bad payload');
    return [];
  });
}

/**
 * Lane rates and broker fairness (issue 13). Figures are maintained incrementally: a booking
 * records its sample in its transaction and queues its lane's refresh (then the standing of the
 * brokers on that lane); a post, repost or edit queues its broker's standing; the sweeper (a
 * deduplicated job, so one process runs it) rolls lanes whose windows moved and every standing;
 * a change of the floor queues a sweep at once.
 */
export const marketPlugin = fp(
  async (app) => {
    const deps: MarketDeps = {
      db: app.database.db,
      log: app.log.child({ module: 'market' }),
      settings: app.platformSettings,
    };
    await app.register(marketRoutes(deps));

    // Each refresh's claim frees its dedupe key before it reads: a booking committing meanwhile
    // queues a new refresh instead of merging into this one, which may not see it. The lane and
    // broker refreshes, asked after every booking and post, are coalesced (one run per lane or
    // broker for the requests of JOBS_COALESCE_MS) and the due ones run together, one statement
    // for all their lanes or brokers.
    const recompute = { releaseDedupeKeyOnClaim: true };
    app.jobs.registerBatch(
      MARKET_JOBS.laneRefresh,
      async (payloads, ctx) => {
        const lanes = validPayloads(payloads, lanePayload, ctx.log);
        await refreshLaneRates(deps.db, { lanes });
        const brokers = await brokersOnLanes(deps.db, lanes);
        await refreshBrokerFairness(deps.db, brokers, deps.settings.current());
      },
      { ...recompute, coalesce: true },
    );
    app.jobs.registerBatch(
      MARKET_JOBS.brokerFairness,
      async (payloads, ctx) => {
        const brokerIds = validPayloads(payloads, brokerPayload, ctx.log).map((p) => p.brokerId);
        await refreshBrokerFairness(deps.db, brokerIds, deps.settings.current());
      },
      { ...recompute, coalesce: true },
    );
    app.jobs.register(
      MARKET_JOBS.sweep,
      async (_payload, ctx) => {
        const swept = await sweepMarket(deps.db, deps.settings.current());
        ctx.log.debug(swept, 'market swept');
      },
      recompute,
    );

    const queueSweep = () =>
      app.jobs
        .enqueue(MARKET_JOBS.sweep, {}, { dedupeKey: MARKET_JOBS.sweep })
        .catch((err: unknown) => deps.log.error({ err }, 'could not queue the market sweep'));
    // The floor decides which lanes a standing compares with: recompute them at once.
    app.platformSettings.onChange(async (next, previous) => {
      if (
        next.laneRateMinBookings !== previous.laneRateMinBookings ||
        next.laneRateMinBrokers !== previous.laneRateMinBrokers
      ) {
        await queueSweep();
      }
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await queueSweep();
      timer = setInterval(() => void queueSweep(), MARKET_SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'market', dependencies: ['infrastructure', 'auth', 'jobs', 'platform-settings'] },
);
