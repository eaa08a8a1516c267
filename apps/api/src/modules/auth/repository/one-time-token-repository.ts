import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { oneTimeTokens, users } from '../../../db/schema/index';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type OneTimeTokenType = OneTimeTokenRow['tokenType'];

/** Voids a user's unused tokens of one type. */
export async function deleteUnusedOneTimeTokens(
  db: DbExecutor,
  userId: string,
  tokenType: OneTimeTokenType,
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.tokenType, tokenType),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Issues a new link token; earlier unused ones of the same type stop working. */
export async function replaceOneTimeToken(
  db: DbExecutor,
  row: typeof oneTimeTokens.$inferInsert & { tokenType: OneTimeTokenType },
): Promise<void> {
  await deleteUnusedOneTimeTokens(db, row.userId, row.tokenType);
  await db.insert(oneTimeTokens).values(row);
}

/** The email of the account a link token belongs to (no lock: for taking the email lock first). */
export async function findOneTimeTokenEmail(
  db: DbExecutor,
  tokenHash: string,
  tokenType: OneTimeTokenType,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.tokenType, tokenType)))
    .limit(1);
  return row?.email;
}

export async function lockOneTimeToken(
  db: DbExecutor,
  tokenHash: string,
  tokenType: OneTimeTokenType,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.tokenType, tokenType)))
    .for('update')
    .limit(1);
  return row;
}

export async function markUsed(db: DbExecutor, id: string, at: Date): Promise<void> {
  await db.update(oneTimeTokens).set({ usedAt: at }).where(eq(oneTimeTokens.id, id));
}

/** A user's current (unused) token of one type, locked; issuing a new one deletes the older ones. */
export async function lockUnusedOneTimeToken(
  db: DbExecutor,
  userId: string,
  tokenType: OneTimeTokenType,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.tokenType, tokenType),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function countFailedAttempt(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
    .where(eq(oneTimeTokens.id, id));
}
