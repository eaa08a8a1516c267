import fp from 'fastify-plugin';
import type { ChatDeps } from './deps';
import { adminThreadRoutes } from './routes/admin-thread-routes';
import { messageRoutes } from './routes/message-routes';
import { threadRoutes } from './routes/thread-routes';

/** Load-linked chat between a trucker and the load's broker; admins may read. */
export const chatPlugin = fp(
  async (app) => {
    const deps: ChatDeps = {
      db: app.database.db,
      config: app.config,
      live: app.live,
      settings: app.platformSettings,
    };
    await app.register(threadRoutes(deps));
    await app.register(messageRoutes(deps));
    await app.register(adminThreadRoutes(deps));
  },
  { name: 'chat', dependencies: ['infrastructure', 'auth', 'jobs', 'mail', 'platform-settings'] },
);
