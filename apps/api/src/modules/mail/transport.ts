import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox-repository';

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
 * Development outbox: without SMTP the queued row itself is the delivered
 * message, read at /dev/mailbox. Nothing leaves the machine.
 */
export function outboxTransport(): MailTransport {
  return { kind: 'outbox', send: async () => undefined, close: () => undefined };
}
