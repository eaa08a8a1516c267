import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LivePubSub } from '../live/index';

/** What the contracts services need besides their transaction; built once by the plugin. */
export interface ContractsDeps {
  db: Db;
  live: Pick<LivePubSub, 'publish'>;
  log: FastifyBaseLogger;
}
