import type { Db } from '../../db/client';
import type { LivePubSub } from '../live/index';

/** What the ratings services need; built once by the plugin. */
export interface RatingsDeps {
  db: Db;
  live: Pick<LivePubSub, 'publish'>;
}
