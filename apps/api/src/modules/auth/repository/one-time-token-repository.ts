import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { oneTimeTokens } from '../../../db/schema/index';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type OneTimeTokenType = OneTimeTokenRow['tokenType'];

/** Issues a new link token; earlier unused ones of the same type stop working. */
export async function replaceOneTimeToken(
  db: DbExecutor,
  row: typeof oneTimeTokens.$inferInsert & { tokenType: OneTimeTokenType },
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, row.userId),
        eq(oneTimeTokens.tokenType, row.tokenType),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values(row);
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
