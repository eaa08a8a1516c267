import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, DbExecutor } from '../../db/client';
import type { PaymentProvider } from '../payments/index';

/** What the contracts services need besides their transaction; built once by the plugin. */
export interface ContractsDeps {
  db: Db;
  /** LivePubSub's publish (the demo seed passes one that announces nothing). */
  live: { publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown> };
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The configured payment provider: card charges for escrow and their refunds. */
  provider: PaymentProvider;
}
