import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../db/client';
import type { PaymentProvider } from '../payments/index';

/** What the payouts services need besides their transaction; built once by the plugin. */
export interface PayoutsDeps {
  db: Db;
  live: { publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown> };
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}
