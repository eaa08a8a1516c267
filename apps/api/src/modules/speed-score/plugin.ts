import fp from 'fastify-plugin';
import { SPEED_SCORE_REFRESH_MINUTES } from '@haulclub/shared';
import { SPEED_SCORE_JOB } from './queue';
import { speedScoreRoutes } from './routes';
import {
  applyPremiumTopPercent,
  refreshSpeedScores,
  sweepSpeedScores,
} from './services/refresh-speed-scores';

/**
 * Speed scores (issue 13): the score routes; the `speed-score.refresh` job queued after booking
 * steps and chat messages; the sweeper, ticking every SPEED_SCORE_REFRESH_MINUTES on every
 * process, that refreshes everyone once per period across processes (a try-lock and the age of
 * the oldest score); and early access re-applied at once when the premium share changes.
 */
export const speedScorePlugin = fp(
  async (app) => {
    const db = app.database.db;
    const log = app.log.child({ module: 'speed-score' });
    await app.register(speedScoreRoutes(db));

    // Asked after every booking step and chat message: one run per member for the requests of
    // JOBS_COALESCE_MS, and the members due together in one refresh (one re-rank per role); the
    // claim frees the key, so a request once the run has read is a new job.
    app.jobs.registerBatch(
      SPEED_SCORE_JOB,
      async (payloads) => {
        const userIds = payloads.flatMap((p) => (typeof p.userId === 'string' ? [p.userId] : []));
        if (userIds.length > 0) await refreshSpeedScores(db, { userIds });
      },
      { coalesce: true, releaseDedupeKeyOnClaim: true },
    );

    app.platformSettings.onChange(async (next, previous) => {
      if (next.premiumTopPercent !== previous.premiumTopPercent) {
        await applyPremiumTopPercent(db);
      }
    });

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweeping ??= sweepSpeedScores(db)
          .catch((err: unknown) => log.error({ err }, 'refreshing speed scores failed'))
          .finally(() => (sweeping = null));
      }, SPEED_SCORE_REFRESH_MINUTES * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'speed-score', dependencies: ['infrastructure', 'auth', 'jobs', 'platform-settings'] },
);
