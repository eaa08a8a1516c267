import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/client';
import type { AlertsDeps } from './deps';
import { ALERT_BATCH_CHANNEL, ALERT_JOBS, alertBatchNotice } from './channel';
import { alertRoutes } from './routes/alert-routes';
import { createAlertsForLoad } from './services/create-alerts-for-load';
import { deliverAlertBatch } from './services/deliver-alert-batch';
import { sendAlertDigest, sendInstantAlertEmail } from './services/send-alert-emails';

export interface AlertsService {
  /**
   * Alerts for a load just posted, reposted or re-rated, inside the caller's transaction (only
   * truckers the load is visible to now: the premium window in force applies).
   */
  createForLoad(tx: DbExecutor, loadId: string): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}

/**
 * Instant load alerts: created with the post (loads call `app.alerts.createForLoad`), fanned out
 * by one NOTIFY per batch that every process turns into `alert.created` for its own sockets,
 * emailed instantly or as a digest through jobs and the mail outbox; the trucker's inbox API.
 */
export const alertsPlugin = fp(
  async (app) => {
    const deps: AlertsDeps = {
      db: app.database.db,
      config: app.config,
      live: app.live,
      mail: app.mail,
      jobs: app.jobs,
      log: app.log.child({ module: 'alerts' }),
    };
    app.decorate<AlertsService>('alerts', {
      createForLoad: (tx, loadId) =>
        createAlertsForLoad(tx, loadId, app.platformSettings.current().premiumWindowMinutes),
    });
    await app.listener.listen(ALERT_BATCH_CHANNEL, (payload) => {
      const parsed = alertBatchNotice.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      deliverAlertBatch(deps, parsed.data).catch((err: unknown) =>
        deps.log.error({ err, batchId: parsed.data.batchId }, 'delivering an alert batch failed'),
      );
    });
    app.jobs.register(ALERT_JOBS.instant, (payload, ctx) => sendInstantAlertEmail(deps, payload, ctx));
    app.jobs.register(ALERT_JOBS.digest, (payload, ctx) => sendAlertDigest(deps, payload, ctx));
    await app.register(alertRoutes(deps));
  },
  { name: 'alerts', dependencies: ['infrastructure', 'auth', 'jobs', 'mail', 'platform-settings'] },
);
