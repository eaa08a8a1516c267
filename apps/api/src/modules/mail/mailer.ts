import type { DbExecutor } from '../../db/client';
import { notify } from '../../db/notify';
import { insertMessages, type OutboxRow } from './outbox-repository';

export const MAIL_CHANNEL = 'haulclub_mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Queues an email. Pass the caller's transaction so the message is queued
 * exactly when the change that caused it commits; the NOTIFY wakes the mail
 * worker of every process at commit time.
 */
export async function enqueueMail(db: DbExecutor, from: string, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await enqueueMails(db, from, [mail]);
  if (!row) throw new Error('insert into mail_outbox returned no row');
  return row;
}

/** `enqueueMail` for several messages at once: one INSERT, then each message's wake-up, in order. */
export async function enqueueMails(
  db: DbExecutor,
  from: string,
  mails: readonly OutgoingMail[],
): Promise<OutboxRow[]> {
  const rows = await insertMessages(
    db,
    mails.map((mail) => ({
      toAddress: mail.to,
      fromAddress: from,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })),
  );
  for (const row of rows) await notify(db, MAIL_CHANNEL, row.id);
  return rows;
}
