import fp from 'fastify-plugin';
import type { PayoutsDeps } from './deps';
import { payPayout } from './pay-payout';
import { sweepPayouts } from './queue-payouts';
import { payoutAdminRoutes } from './routes';
import { PAYOUT_JOB } from './transfer-keys';

/**
 * Payouts (ADR 15): the `payouts.pay` job that pays a member's released share
 * through the provider, the sweeper that re-queues payouts whose job went
 * missing (every PAYOUT_SWEEP_INTERVAL_MS, on every process: safe, a payout is
 * paid under its contract's lock with one idempotency key per attempt), and
 * the admin's payout queue.
 */
export const payoutsPlugin = fp(
  async (app) => {
    const deps: PayoutsDeps = {
      db: app.database.db,
      live: app.live,
      provider: app.paymentProvider,
      log: app.log.child({ module: 'payouts' }),
    };
    app.jobs.register(PAYOUT_JOB, (payload, ctx) => payPayout(deps, payload, ctx));
    await app.register(payoutAdminRoutes(deps));

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweeping ??= sweepPayouts(deps)
          .catch((err: unknown) => deps.log.error({ err }, 'sweeping payouts failed'))
          .finally(() => (sweeping = null));
      }, app.config.payouts.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'payouts', dependencies: ['infrastructure', 'auth', 'jobs', 'payments'] },
);
