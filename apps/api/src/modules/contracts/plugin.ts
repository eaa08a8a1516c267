import fp from 'fastify-plugin';
import type { ContractsDeps } from './deps';
import { contractRoutes } from './routes';

/** Contracts (ADR 15): created with bookings (through index.ts), read, edited and signed here. */
export const contractsPlugin = fp(
  async (app) => {
    const deps: ContractsDeps = {
      db: app.database.db,
      live: app.live,
      log: app.log.child({ module: 'contracts' }),
    };
    await app.register(contractRoutes(deps));
  },
  { name: 'contracts', dependencies: ['infrastructure', 'auth'] },
);
