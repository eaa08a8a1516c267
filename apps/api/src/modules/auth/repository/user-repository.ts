import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { identities, profiles, users } from '../../../db/schema/index';
import { notifySessionsChanged } from './session-repository';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function lockUser(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function listIdentities(db: DbExecutor, userId: string): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId)).orderBy(identities.createdAt);
}

export async function findProfile(db: DbExecutor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export async function insertUser(db: DbExecutor, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  if (!inserted) throw new Error('insert into users returned nothing');
  return inserted;
}

export async function insertProfile(db: DbExecutor, row: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(row);
}

export async function insertIdentity(db: DbExecutor, row: typeof identities.$inferInsert): Promise<void> {
  await db.insert(identities).values(row);
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  set: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function updateProfileNames(
  db: DbExecutor,
  userId: string,
  names: { firstName?: string; lastName?: string },
): Promise<void> {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(profiles)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/**
 * Sets a user's role and their profile's to match. Needed when the role was
 * null: the composite foreign key only cascades from a non-null role. Every
 * process forgets the user's cached sessions on commit.
 */
export async function setRole(
  db: DbExecutor,
  userId: string,
  role: NonNullable<UserRow['role']>,
): Promise<UserRow> {
  const user = await updateUser(db, userId, { role });
  await db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  await notifySessionsChanged(db, userId); // every process's cached sessions carry the role
  return user;
}

/** Serialises work on one email address (sign-up, resend, recover) for the rest of the transaction. */
export async function lockEmail(db: DbExecutor, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('auth_email:' || lower(${email})))`);
}
