import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertMessage(db: DbExecutor, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  if (!inserted) throw new Error('insert into mail_outbox returned nothing');
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
    .set({ status: 'sent', transport, sentAt: sql`now()`, lockedUntil: null, lastError: null })
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
        ? { status: 'failed', lastError: error, lockedUntil: null }
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

export async function findMessage(db: DbExecutor, id: string): Promise<OutboxRow | undefined> {
  return db.query.mailOutbox.findFirst({ where: (m, { eq: equals }) => equals(m.id, id) });
}
