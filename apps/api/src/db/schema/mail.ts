import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email goes through this queue. A worker claims due rows with
 * FOR UPDATE SKIP LOCKED, sends them over SMTP (or files them in the
 * development outbox) and retries failures with back-off, so a failed send is
 * never lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** queued → sending → sent, or failed after the last attempt. */
    status: text({ enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    /** smtp, or outbox when no SMTP server is configured (development). */
    transport: text({ enum: ['smtp', 'outbox'] }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * When the body was removed: once a message is sent or given up on, its text and HTML (which may carry
     * one-time links and codes) are blanked, keeping the subject and the delivery record.
     */
    redactedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The development mailbox: what the outbox transport (no SMTP_URL) delivered, read at /dev/mailbox. This is
 * the recipient's inbox; the queue row is redacted after sending like any other.
 */
export const devMailboxMessages = pgTable('dev_mailbox_messages', {
  id: uuid()
    .primaryKey()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  textBody: text().notNull(),
  htmlBody: text(),
  deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
