import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AlertsService } from '../alerts/index';
import type { ImpressionBuffer } from '../matching/index';
import type { LivePubSub } from '../live/index';
import type { MailService } from '../mail/index';
import type { PlatformSettingsService } from '../platform-settings/index';
import type { SearchingTruckers } from './searching-trucker';

/** What the loads services need besides their transaction; built once by the plugin. */
export interface LoadsDeps {
  db: Db;
  config: AppConfig;
  live: Pick<LivePubSub, 'publish'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueAll'>;
  log: FastifyBaseLogger;
  /** Alerts for truckers a load now matches (post, repost, an edit of what matching reads), in the transaction. */
  alerts: AlertsService;
  /** The platform's tunable constants now in force (the premium early-access window). */
  settings: Pick<PlatformSettingsService, 'current'>;
  /** The impressions of what best_match pages and the matches list show, written in batches. */
  impressions: Pick<ImpressionBuffer, 'add'>;
  /** The searching trucker's profile, kept until its row changes (searchingTruckers); else read each time. */
  searchingTruckers?: SearchingTruckers;
}
