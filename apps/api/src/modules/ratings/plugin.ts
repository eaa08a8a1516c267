import fp from 'fastify-plugin';
import type { RatingsDeps } from './deps';
import { ratingRoutes } from './routes';

/** Two-way ratings between a booking's trucker and broker after a confirmed delivery. */
export const ratingsPlugin = fp(
  async (app) => {
    const deps: RatingsDeps = { db: app.database.db, live: app.live };
    await app.register(ratingRoutes(deps));
  },
  { name: 'ratings', dependencies: ['infrastructure', 'auth'] },
);
