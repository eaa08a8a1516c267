import fp from 'fastify-plugin';
import type { MoneyReportsDeps } from './deps';
import { moneyReportRoutes } from './routes';

/** The money screens' read APIs (issue 11): broker payments, trucker earnings, admin payments. */
export const moneyReportsPlugin = fp(
  async (app) => {
    const deps: MoneyReportsDeps = {
      db: app.database.db,
      provider: app.paymentProvider,
      log: app.log.child({ module: 'money-reports' }),
    };
    await app.register(moneyReportRoutes(deps));
  },
  { name: 'money-reports', dependencies: ['infrastructure', 'auth', 'payments'] },
);
