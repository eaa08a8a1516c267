import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { LivePubSub } from '../live/index';
import type { PlatformSettingsService } from '../platform-settings/index';

/** What the chat services need; built once by the plugin. */
export interface ChatDeps {
  db: Db;
  config: AppConfig;
  live: LivePubSub;
  /** The platform's tunable constants now in force (the premium early-access window). */
  settings: Pick<PlatformSettingsService, 'current'>;
}
