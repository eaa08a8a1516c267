import fp from 'fastify-plugin';
import { MONEY_JOB_KINDS } from './money/apply-contract-event';
import type { ContractsDeps } from './deps';
import { adminEscrowRoutes } from './admin-routes';
import { contractRoutes } from './routes';
import { autoReleaseDue } from './services/auto-release';
import { createRefund } from './services/create-refund';
import { staleProcessingPayments } from './repository/contract-payments';
import { RESUME_AFTER_MS, RESUME_PAYMENTS_JOB, resumePayments } from './services/resume-payments';

/**
 * Contracts (ADR 15): created with bookings (through index.ts), read, edited,
 * signed, funded and disputed here; admins resolve disputes. Jobs: refunds at
 * the provider (refunds.create) and settling card charges a crash or an outage
 * left unanswered (payments.resume, queued on boot and by the sweeper). The
 * escrow sweeper runs every ESCROW_SWEEP_INTERVAL_MS on every process: it
 * releases held money 24 hours after the proof of delivery (each contract
 * under its lock: safe on several processes).
 */
export const contractsPlugin = fp(
  async (app) => {
    const deps: ContractsDeps = {
      db: app.database.db,
      live: app.live,
      log: app.log.child({ module: 'contracts' }),
      config: app.config,
      provider: app.paymentProvider,
    };
    await app.register(contractRoutes(deps));
    await app.register(adminEscrowRoutes(deps));
    app.jobs.register(MONEY_JOB_KINDS.refund, (payload, ctx) => createRefund(deps, payload, ctx));
    app.jobs.register(RESUME_PAYMENTS_JOB, async () => {
      await resumePayments(deps);
    });

    // Queued only when an attempt has been processing for over a minute (rare: a crash or an outage).
    const queueResume = async () => {
      const stale = await staleProcessingPayments(deps.db, new Date(Date.now() - RESUME_AFTER_MS), 1);
      if (stale.length === 0) return;
      await app.jobs.enqueue(RESUME_PAYMENTS_JOB, {}, { dedupeKey: RESUME_PAYMENTS_JOB });
    };
    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      await queueResume().catch((err: unknown) => deps.log.error({ err }, 'could not queue payments.resume'));
      timer = setInterval(() => {
        sweeping ??= Promise.all([
          autoReleaseDue(deps).catch((err: unknown) => deps.log.error({ err }, 'automatic release failed')),
          queueResume().catch((err: unknown) => deps.log.error({ err }, 'could not queue payments.resume')),
        ]).finally(() => (sweeping = null));
      }, app.config.contracts.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'contracts', dependencies: ['infrastructure', 'auth', 'jobs', 'payments'] },
);
