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

/** Keys whose private JWK is still stored in plain text (from before encryption at rest), locked. */
export async function lockPlaintextKeys(
  db: DbExecutor,
): Promise<{ kid: string; privateJwk: Record<string, unknown> }[]> {
  const result = await db.execute<{ kid: string; private_jwk: Record<string, unknown> }>(sql`
    SELECT kid, private_jwk FROM signing_keys WHERE jsonb_typeof(private_jwk) = 'object' FOR UPDATE`);
  return result.rows.map((r) => ({ kid: r.kid, privateJwk: r.private_jwk }));
}

/** Replaces a plain-text private JWK by its sealed form; a key already sealed is left alone. */
export async function storeSealedKey(db: DbExecutor, kid: string, sealed: string): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE signing_keys SET private_jwk = to_jsonb(${sealed}::text)
    WHERE kid = ${kid} AND jsonb_typeof(private_jwk) = 'object'`);
  return (result.rowCount ?? 0) > 0;
}

export async function lockSigningKeys(db: DbExecutor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub:signing_keys'))`);
}

/** Tells every process (at commit) to reload its key cache. */
export async function notifyKeysChanged(db: DbExecutor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SIGNING_KEYS_CHANNEL}, 'changed')`);
}
