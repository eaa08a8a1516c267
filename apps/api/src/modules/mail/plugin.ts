import fp from 'fastify-plugin';
import type { OutboxRow } from './outbox-repository';
import type { DbExecutor } from '../../db/client';
import { enqueueMail, enqueueMails, MAIL_CHANNEL, type OutgoingMail } from './mailer';
import { outboxTransport, smtpTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

export interface MailService {
  readonly transportKind: 'smtp' | 'outbox';
  /** Queues a message, inside `executor`'s transaction when given. */
  enqueue(mail: OutgoingMail, executor?: DbExecutor): Promise<OutboxRow>;
  /** Queues several messages with one statement (then their wake-ups), inside `executor`'s transaction when given. */
  enqueueAll(mails: readonly OutgoingMail[], executor?: DbExecutor): Promise<OutboxRow[]>;
  /** Sends what is due now; resolves when the queue has been drained once. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const mailPlugin = fp(
  async (app, opts: { transport?: MailTransport }) => {
    const { config } = app;
    const transport =
      opts.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(app.database.db));
    const worker = new MailWorker(app.database.db, transport, app.log.child({ module: 'mail' }), {
      pollIntervalMs: config.mail.pollIntervalMs,
      maxAttempts: config.mail.maxAttempts,
      onSent: (id) => {
        app.live.publish('dev-mailbox', 'mail.sent', { id }).catch(() => undefined);
      },
    });
    await app.listener.listen(MAIL_CHANNEL, () => void worker.nudge());

    app.decorate<MailService>('mail', {
      transportKind: transport.kind,
      enqueue: (mail, executor) => enqueueMail(executor ?? app.database.db, config.mailFrom, mail),
      enqueueAll: (mails, executor) => enqueueMails(executor ?? app.database.db, config.mailFrom, mails),
      flush: () => worker.nudge(),
    });

    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['infrastructure'] },
);
