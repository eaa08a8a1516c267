import fp from 'fastify-plugin';
import type { MembershipDeps } from './deps';
import { adminRoutes } from './routes/admin-routes';
import { applicationRoutes } from './routes/application-routes';
import { brokerRoutes } from './routes/broker-routes';
import { truckerRoutes } from './routes/trucker-routes';

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
  },
  { name: 'membership', dependencies: ['infrastructure', 'auth', 'jobs', 'mail'] },
);
