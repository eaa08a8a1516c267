import fp from 'fastify-plugin';
import type { MembershipDeps } from './deps';
import { adminRoutes } from './routes/admin-routes';
import { applicationRoutes } from './routes/application-routes';
import { brokerRoutes } from './routes/broker-routes';
import { truckerRoutes } from './routes/trucker-routes';
import { convertAllLegacyLanes } from './services/convert-legacy-lanes';

/** Broker applications, onboarding, and admin review of applications and users. */
export const membershipPlugin = fp(
  async (app) => {
    const deps: MembershipDeps = {
      db: app.database.db,
      config: app.config,
      auth: app.auth.deps,
      jobs: app.jobs,
      live: app.live,
      mail: app.mail,
    };
    await app.register(applicationRoutes(deps));
    await app.register(brokerRoutes(deps));
    await app.register(truckerRoutes(deps));
    await app.register(adminRoutes(deps));

    // Lanes typed as free text before lanes were located: locate them once (idempotent; a failure
    // only delays it to the next start, and the profile page shows the unconverted text meanwhile).
    const log = app.log.child({ module: 'membership' });
    app.addHook('onReady', async () => {
      try {
        const done = await convertAllLegacyLanes(deps.db);
        if (done.truckers > 0) log.info(done, 'converted legacy preferred lanes');
      } catch (err) {
        log.error({ err }, 'converting legacy preferred lanes failed');
      }
    });
  },
  { name: 'membership', dependencies: ['infrastructure', 'auth', 'jobs', 'mail'] },
);
