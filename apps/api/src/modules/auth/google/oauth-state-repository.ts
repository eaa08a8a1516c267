import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { identities, oauthStates } from '../../../db/schema/index';
import type { IdentityRow } from '../repository/user-repository';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(db: DbExecutor, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(row);
}

export async function lockOAuthState(db: DbExecutor, stateHash: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markOAuthStateUsed(db: DbExecutor, id: string, at: Date): Promise<void> {
  await db.update(oauthStates).set({ usedAt: at }).where(eq(oauthStates.id, id));
}

/** Forgets states that expired more than a day ago (kept that long so a late replay still gets its redirect). */
export async function purgeOAuthStates(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function findIdentity(
  db: DbExecutor,
  provider: IdentityRow['provider'],
  providerId: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerId, providerId)))
    .limit(1);
  return row;
}

export async function updateIdentity(
  db: DbExecutor,
  id: string,
  set: Partial<Pick<IdentityRow, 'identityData' | 'lastSignInAt'>>,
): Promise<void> {
  await db
    .update(identities)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(identities.id, id));
}
