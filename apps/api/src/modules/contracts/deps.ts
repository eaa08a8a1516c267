import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../db/client';

/** What the contracts services need besides their transaction; built once by the plugin. */
export interface ContractsDeps {
  db: Db;
  /** LivePubSub's publish (the demo seed passes one that announces nothing). */
  live: { publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown> };
  log: FastifyBaseLogger;
}
