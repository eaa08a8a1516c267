import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PlatformSettingsService } from '../platform-settings/index';

/** What the market services need; built once by the plugin. */
export interface MarketDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The floor and the "below market" threshold in force (admin settings). */
  settings: Pick<PlatformSettingsService, 'current'>;
}
