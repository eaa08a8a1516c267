import nodemailer from 'nodemailer';
import type { DbExecutor } from '../../db/client';
import { fileInDevMailbox, type OutboxRow } from './outbox-repository';

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutboxRow): Promise<void>;
  close(): void;
}

/** Sends over SMTP with nodemailer. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {});
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.fromAddress,
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        messageId: `<${message.id}@haulclub>`,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development outbox: without SMTP a message is delivered into the
 * development mailbox (dev_mailbox_messages), read at /dev/mailbox. Nothing
 * leaves the machine. Like any sent message, the queue row is then redacted.
 */
export function outboxTransport(db: DbExecutor): MailTransport {
  return {
    kind: 'outbox',
    send: (message) => fileInDevMailbox(db, message),
    close: () => undefined,
  };
}
