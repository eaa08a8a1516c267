import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { invitations } from '../../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = typeof invitations.$inferInsert;

/** Serialises invitations to one address for the rest of the transaction (double submits). */
export async function lockInvitationEmail(db: DbExecutor, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('invitation:' || lower(${email})))`);
}

export async function insertInvitation(db: DbExecutor, row: NewInvitationRow): Promise<InvitationRow> {
  const [inserted] = await db.insert(invitations).values(row).returning();
  if (!inserted) throw new Error('insert into invitations returned nothing');
  return inserted;
}

/** `forUpdate` locks the row until the transaction ends. */
export async function findInvitation(
  db: DbExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db.select().from(invitations).where(eq(invitations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findInvitationByCodeHash(
  db: DbExecutor,
  codeHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db.select().from(invitations).where(eq(invitations.codeHash, codeHash));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * A pending (not accepted, not revoked, unexpired) invitation of `kind` to
 * `email`; only `brokerId`'s when given.
 */
export async function findPendingInvitation(
  db: DbExecutor,
  filter: { email: string; kind: InvitationRow['kind']; brokerId?: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.email, filter.email),
        eq(invitations.kind, filter.kind),
        filter.brokerId === undefined ? undefined : eq(invitations.brokerId, filter.brokerId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function updateInvitation(
  db: DbExecutor,
  id: string,
  patch: Partial<Omit<NewInvitationRow, 'id'>>,
): Promise<InvitationRow> {
  const [updated] = await db
    .update(invitations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(invitations.id, id))
    .returning();
  if (!updated) throw new Error(`invitation ${id} vanished during update`);
  return updated;
}
