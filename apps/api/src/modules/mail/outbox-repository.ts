import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { devMailboxMessages, mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** What a sent or given-up message's body becomes: one-time links and codes do not stay at rest. */
export const REDACTED_BODY =
  '[Body removed once the message was sent or given up on: it may have carried one-time links or codes.]';

const redacted = { textBody: REDACTED_BODY, htmlBody: null, redactedAt: sql`now()` } as const;

/** Several messages in one INSERT, returned in the order given. */
export async function insertMessages(db: DbExecutor, rows: NewOutboxRow[]): Promise<OutboxRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(mailOutbox).values(rows).returning();
  if (inserted.length !== rows.length) throw new Error('insert into mail_outbox returned too few rows');
  return inserted;
}

/**
 * Claims up to `limit` due messages for sending: queued ones whose time has
 * come, and ones stuck in `sending` whose lease ran out (a crashed worker).
 * SKIP LOCKED lets several processes drain one queue without sending twice.
 */
export async function claimDue(db: DbExecutor, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (status = 'queued' AND next_attempt_at <= now())
         OR (status = 'sending' AND locked_until < now())
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.query.mailOutbox.findMany({ where: (m, { inArray }) => inArray(m.id, ids) });
}

export async function markSent(db: DbExecutor, id: string, transport: 'smtp' | 'outbox'): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: sql`now()`, lockedUntil: null, lastError: null, ...redacted })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

export async function markFailedAttempt(
  db: DbExecutor,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error, lockedUntil: null, ...redacted }
        : {
            status: 'queued',
            lastError: error,
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

export async function listMessages(
  db: DbExecutor,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      options.to
        ? sql`lower(${mailOutbox.toAddress}) LIKE ${'%' + options.to.toLowerCase() + '%'}`
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

/**
 * One message as its recipient sees it: the development outbox's delivered
 * copy when there is one, else the queue row (its body is redacted once sent).
 */
export async function findMessage(db: DbExecutor, id: string): Promise<OutboxRow | undefined> {
  const [found] = await db
    .select({ row: mailOutbox, delivered: devMailboxMessages })
    .from(mailOutbox)
    .leftJoin(devMailboxMessages, eq(devMailboxMessages.id, mailOutbox.id))
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!found) return undefined;
  const { row, delivered } = found;
  return delivered ? { ...row, textBody: delivered.textBody, htmlBody: delivered.htmlBody } : row;
}

/** The development outbox's delivery: keeps the message for /dev/mailbox (at-least-once: a repeat is a no-op). */
export async function fileInDevMailbox(db: DbExecutor, message: OutboxRow): Promise<void> {
  await db
    .insert(devMailboxMessages)
    .values({ id: message.id, textBody: message.textBody, htmlBody: message.htmlBody })
    .onConflictDoNothing({ target: devMailboxMessages.id });
}
