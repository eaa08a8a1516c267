import type { DbExecutor } from '../../db/client';
import type { MailService } from '../mail/index';

export type { RequestContext } from '../audit/index';

/** Publishes a live event inside the caller's transaction (app.live). */
export interface LivePublisher {
  publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown>;
}

/** What the invitation services need besides their transaction; built once by the plugin. */
export interface InvitationDeps {
  mail: Pick<MailService, 'enqueue'>;
  live: LivePublisher;
  /** Where links in emails point (config.publicUrl, no trailing slash). */
  publicUrl: string;
}
