import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { profiles, refreshTokens, sessions, users } from '../../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbExecutor, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  if (!inserted) throw new Error('insert into sessions returned nothing');
  return inserted;
}

export async function lockSession(db: DbExecutor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update').limit(1);
  return row;
}

export async function touchSession(db: DbExecutor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ refreshedAt: at, updatedAt: at }).where(eq(sessions.id, id));
}

/** What the data API needs to know about a session: is it live, and who is behind it now. */
export async function findSessionState(db: DbExecutor, sessionId: string) {
  const [row] = await findSessionStates(db, [sessionId]);
  return row;
}

/**
 * Sessions with their user's email, role, suspension and onboarding, in one query (the rows found; missing
 * ids are absent).
 */
export async function findSessionStates(db: DbExecutor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      notAfter: sessions.notAfter,
      aal: sessions.aal,
      createdAt: sessions.createdAt,
      email: users.email,
      role: users.role,
      suspendedAt: users.suspendedAt,
      onboardingComplete: profiles.onboardingComplete,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(inArray(sessions.id, [...sessionIds]));
}

/** A session that still stands for `userId`: not revoked and not past its lifetime. */
export function isLiveSession(
  session: { userId: string; revokedAt: Date | null; notAfter: Date },
  userId: string,
  now = new Date(),
): boolean {
  return session.userId === userId && !session.revokedAt && session.notAfter > now;
}

/**
 * Revokes sessions of a user and every refresh token in them.
 * `only` revokes just that session; `except` revokes all but that one.
 * When any was revoked, every process forgets the user's cached sessions on commit (NOTIFY).
 */
export async function revokeSessions(
  db: DbExecutor,
  userId: string,
  reason: string,
  scope: { only?: string; except?: string } = {},
): Promise<string[]> {
  const now = new Date();
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (scope.only) conditions.push(eq(sessions.id, scope.only));
  if (scope.except) conditions.push(ne(sessions.id, scope.except));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  for (const { id } of revoked) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now, successorSealed: null })
      .where(and(eq(refreshTokens.sessionId, id), isNull(refreshTokens.revokedAt)));
  }
  if (revoked.length > 0) await notifySessionsChanged(db, userId);
  return revoked.map((r) => r.id);
}

/**
 * NOTIFY channel telling every process to drop a user's cached session states (the payload is the user id):
 * sign-out and every other revocation, suspension and reinstatement, a new role.
 */
export const SESSIONS_CHANNEL = 'haulclub_sessions';

/** Sends the invalidation on commit of `db`'s transaction. */
export async function notifySessionsChanged(db: DbExecutor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${userId})`);
}
