import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { inviteRequests } from '../../db/schema/index';

export type InviteRequestRow = typeof inviteRequests.$inferSelect;

export async function insertInviteRequest(
  db: DbExecutor,
  row: typeof inviteRequests.$inferInsert,
): Promise<InviteRequestRow> {
  const [inserted] = await db.insert(inviteRequests).values(row).returning();
  if (!inserted) throw new Error('insert into invite_requests returned nothing');
  return inserted;
}

/** The same person sending the same message again within `seconds` (a double submit or retry). */
export async function findRecentDuplicate(
  db: DbExecutor,
  email: string,
  message: string,
  seconds: number,
): Promise<InviteRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(inviteRequests)
    .where(
      and(
        sql`lower(${inviteRequests.email}) = lower(${email})`,
        eq(inviteRequests.message, message),
        gt(inviteRequests.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(desc(inviteRequests.createdAt))
    .limit(1);
  return row;
}

/** Serialises concurrent requests from one email address for the rest of the transaction. */
export async function lockEmail(db: DbExecutor, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('invite_request:' || lower(${email})))`);
}
