import fp from 'fastify-plugin';
import type { FuturesDeps } from './deps';
import { futureRoutes } from './routes/future-routes';
import { precommitmentRoutes } from './routes/precommitment-routes';
import { announceBrokerSuspension } from './services/announce-broker-suspension';
import { sweepFutures } from './services/sweep-futures';

/** How often each process runs the futures sweeper (each row is expired once, so every process may). */
export const FUTURES_SWEEP_INTERVAL_MS = 60_000;

/**
 * Freight futures and rate futures (issue 14, ADR 18): verified brokers post them, exactly one
 * trucker locks each in and gets a pending contract (the contracts module's flow from there). Reads
 * and locks filter by time themselves; the sweeper only records expiry and tells open screens.
 */
export const futuresPlugin = fp(
  async (app) => {
    const deps: FuturesDeps = {
      db: app.database.db,
      live: app.live,
      log: app.log.child({ module: 'futures' }),
      config: app.config,
      settings: app.platformSettings,
    };
    await app.register(futureRoutes(deps));
    await app.register(precommitmentRoutes(deps));
    app.auth.onSuspensionChange(announceBrokerSuspension(deps));

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // One sweep at a time per process; a slow one makes the next tick skip.
        sweeping ??= sweepFutures(deps)
          .catch((err: unknown) => deps.log.error({ err }, 'sweeping expired futures failed'))
          .finally(() => (sweeping = null));
      }, FUTURES_SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'futures', dependencies: ['infrastructure', 'auth', 'contracts', 'platform-settings'] },
);
