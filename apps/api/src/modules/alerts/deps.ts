import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobService } from '../jobs/index';
import type { LivePubSub } from '../live/index';
import type { MailService } from '../mail/index';

/** What the alerts services need besides their transaction; built once by the plugin. */
export interface AlertsDeps {
  db: Db;
  config: AppConfig;
  live: Pick<LivePubSub, 'publish' | 'deliverLocal' | 'hasLocalSubscribers'>;
  mail: Pick<MailService, 'enqueue'>;
  jobs: Pick<JobService, 'enqueue'>;
  log: FastifyBaseLogger;
}
