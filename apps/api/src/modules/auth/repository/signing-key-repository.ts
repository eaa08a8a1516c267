import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { signingKeys } from '../../../db/schema/index';

export type SigningKeyRow = typeof signingKeys.$inferSelect;
export const SIGNING_KEYS_CHANNEL = 'haulclub_signing_keys';

/** Active keys, newest first: the first one signs, all of them verify. */
export async function listActiveKeys(db: DbExecutor): Promise<SigningKeyRow[]> {
  return db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.status, 'active'))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
}

export async function insertKey(db: DbExecutor, row: typeof signingKeys.$inferInsert): Promise<void> {
  await db.insert(signingKeys).values(row);
}

export async function markRetired(db: DbExecutor, kid: string): Promise<boolean> {
  const rows = await db
    .update(signingKeys)
    .set({ status: 'retired', retiredAt: new Date() })
    .where(and(eq(signingKeys.kid, kid), eq(signingKeys.status, 'active')))
    .returning({ kid: signingKeys.kid });
  return rows.length > 0;
}

export async function lockSigningKeys(db: DbExecutor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub:signing_keys'))`);
}

/** Tells every process (at commit) to reload its key cache. */
export async function notifyKeysChanged(db: DbExecutor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SIGNING_KEYS_CHANNEL}, 'changed')`);
}
