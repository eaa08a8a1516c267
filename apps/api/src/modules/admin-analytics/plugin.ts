import fp from 'fastify-plugin';
import { analyticsRoutes } from './routes';

/** Admin analytics (issue 13): read-only figures over the loads, bookings and chats tables. */
export const adminAnalyticsPlugin = fp(
  async (app) => {
    await app.register(analyticsRoutes(app.database.db));
  },
  { name: 'admin-analytics', dependencies: ['infrastructure', 'auth'] },
);
