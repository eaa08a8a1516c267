import fp from 'fastify-plugin';
import type { ForecastModuleDeps } from './deps';
import { forecastRoutes } from './routes/forecast-routes';

/** Lane forecasts for futures (issue 14): GET /api/forecast. forecastLane itself is a plain function. */
export const forecastPlugin = fp(
  async (app) => {
    const deps: ForecastModuleDeps = { db: app.database.db, settings: app.platformSettings };
    await app.register(forecastRoutes(deps));
  },
  { name: 'forecast', dependencies: ['infrastructure', 'auth', 'platform-settings'] },
);
