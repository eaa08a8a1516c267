import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { inviteRequests, users } from '../../db/schema/index';

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

// --- The admin queue (used by the invitations module through index.ts) ---

export type InviteRequestStatus = InviteRequestRow['status'];

/** A request as the admin queue shows it, with the email of the admin who handled it. */
export interface InviteRequestView {
  request: InviteRequestRow;
  handledByEmail: string | null;
}

function viewQuery(db: DbExecutor) {
  return db
    .select({ request: inviteRequests, handledByEmail: users.email })
    .from(inviteRequests)
    .leftJoin(users, eq(users.id, inviteRequests.handledBy));
}

/** Newest first; `status` undefined lists every status. */
export async function listInviteRequestViews(
  db: DbExecutor,
  status: InviteRequestStatus | undefined,
  limit: number,
): Promise<{ items: InviteRequestView[]; total: number }> {
  const where = status ? eq(inviteRequests.status, status) : undefined;
  const items = await viewQuery(db).where(where).orderBy(desc(inviteRequests.createdAt)).limit(limit);
  const [counted] = await db.select({ total: count() }).from(inviteRequests).where(where);
  return { items, total: counted?.total ?? 0 };
}

export async function findInviteRequestView(
  db: DbExecutor,
  id: string,
): Promise<InviteRequestView | undefined> {
  const [row] = await viewQuery(db).where(eq(inviteRequests.id, id));
  return row;
}

/** Locks the request for the rest of the transaction (one admin decision at a time). */
export async function lockInviteRequest(db: DbExecutor, id: string): Promise<InviteRequestRow | undefined> {
  const [row] = await db.select().from(inviteRequests).where(eq(inviteRequests.id, id)).for('update');
  return row;
}

export async function markInviteRequestHandled(
  db: DbExecutor,
  id: string,
  decision: { status: 'invited' | 'dismissed'; invitationId: string | null; handledBy: string },
): Promise<void> {
  await db
    .update(inviteRequests)
    .set({ ...decision, handledAt: new Date() })
    .where(eq(inviteRequests.id, id));
}
