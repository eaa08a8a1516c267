import fp from 'fastify-plugin';
import type { LoadsDeps } from './deps';
import { adminRoutes } from './routes/admin-routes';
import { bookingRoutes } from './routes/booking-routes';
import { brokerLoadChangeRoutes } from './routes/broker-load-change-routes';
import { brokerLoadRoutes } from './routes/broker-load-routes';
import { geoRoutes } from './routes/geo-routes';
import { ImpressionBuffer } from '../matching/index';
import { searchingTruckers } from './searching-trucker';
import { truckerRoutes } from './routes/trucker-routes';
import { uploadRoutes } from './routes/upload-routes';
import { sweepExpiredLoads } from './services/sweep-expired-loads';
import { sweepUnattachedUploads } from './services/sweep-unattached-uploads';
import { announceBrokerSuspension } from './services/announce-broker-suspension';
import {
  endPremiumWindow,
  PREMIUM_WINDOW_END_JOB,
  reschedulePremiumWindowEnds,
} from './services/premium-window';

/**
 * The load board: brokers post and manage loads, truckers search and book
 * them, both track delivery; admins oversee. The sweeper runs every
 * LOAD_SWEEP_INTERVAL_MS on every process: it expires loads (safe: each load
 * is expired once) and deletes uploads left unattached for a day (safe: rows
 * are claimed with SKIP LOCKED).
 */
export const loadsPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'loads' });
    const impressions = new ImpressionBuffer(app.database.db, log, {
      flushMs: app.config.loads.impressionFlushMs,
      maxPending: 5_000,
    });
    const deps: LoadsDeps = {
      db: app.database.db,
      config: app.config,
      live: app.live,
      mail: app.mail,
      log,
      impressions,
      alerts: app.alerts,
      settings: app.platformSettings,
      searchingTruckers: await searchingTruckers(app.listener),
    };
    await app.register(geoRoutes());
    await app.register(brokerLoadRoutes(deps));
    await app.register(brokerLoadChangeRoutes(deps));
    await app.register(truckerRoutes(deps));
    await app.register(bookingRoutes(deps));
    await app.register(uploadRoutes(deps));
    await app.register(adminRoutes(deps));
    app.auth.onSuspensionChange(announceBrokerSuspension(deps));
    app.jobs.register(PREMIUM_WINDOW_END_JOB, (payload) => endPremiumWindow(deps, payload));
    app.platformSettings.onChange((next, previous) => reschedulePremiumWindowEnds(deps, next, previous));

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // One sweep at a time per process; a slow one makes the next tick skip.
        sweeping ??= Promise.all([
          sweepExpiredLoads(deps).catch((err: unknown) =>
            deps.log.error({ err }, 'sweeping expired loads failed'),
          ),
          sweepUnattachedUploads(deps).catch((err: unknown) =>
            deps.log.error({ err }, 'sweeping unattached uploads failed'),
          ),
        ]).finally(() => (sweeping = null));
      }, app.config.loads.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.all([sweeping, impressions.close()]);
    });
  },
  { name: 'loads', dependencies: ['infrastructure', 'auth', 'jobs', 'mail', 'alerts', 'platform-settings'] },
);
