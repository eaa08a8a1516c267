import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AuthDeps } from '../auth/index';
import type { JobService } from '../jobs/index';
import type { LivePubSub } from '../live/index';
import type { MailService } from '../mail/index';

/** What the membership services need; built once by the plugin. */
export interface MembershipDeps {
  db: Db;
  config: AppConfig;
  auth: AuthDeps;
  jobs: JobService;
  live: LivePubSub;
  mail: MailService;
}
