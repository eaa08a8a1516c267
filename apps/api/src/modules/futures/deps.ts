import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, DbExecutor } from '../../db/client';
import type { PlatformSettingsService } from '../platform-settings/index';

/** What the futures services need besides their transaction; built once by the plugin. */
export interface FuturesDeps {
  db: Db;
  /** LivePubSub's publish: `futures` topic events, and the contract's `contract.updated`. */
  live: { publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown> };
  log: FastifyBaseLogger;
  /** The TONU fee a new contract carries. */
  config: Pick<AppConfig, 'contracts'>;
  /** The lane-rate floor the forecast's confidence respects (admin settings). */
  settings: Pick<PlatformSettingsService, 'current'>;
}
