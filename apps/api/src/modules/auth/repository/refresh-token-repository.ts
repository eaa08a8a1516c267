import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  row: typeof refreshTokens.$inferInsert,
): Promise<RefreshTokenRow> {
  const [inserted] = await db.insert(refreshTokens).values(row).returning();
  if (!inserted) throw new Error('insert into refresh_tokens returned nothing');
  return inserted;
}

export async function lockRefreshTokenByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function findRefreshTokenByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token as rotated and keeps its child sealed under the parent token. */
export async function markRotated(
  db: DbExecutor,
  id: string,
  successorSealed: string,
  at: Date,
): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: at, successorSealed }).where(eq(refreshTokens.id, id));
}
