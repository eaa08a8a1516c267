import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { LivePubSub } from '../live/index';

/** What the chat services need; built once by the plugin. */
export interface ChatDeps {
  db: Db;
  config: AppConfig;
  live: LivePubSub;
}
