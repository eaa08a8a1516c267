import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { sandboxConnectAccounts } from '../../../db/schema/index';

export type SandboxAccountRow = typeof sandboxConnectAccounts.$inferSelect;

export async function findSandboxAccount(db: DbExecutor, id: string): Promise<SandboxAccountRow | undefined> {
  const [row] = await db.select().from(sandboxConnectAccounts).where(eq(sandboxConnectAccounts.id, id));
  return row;
}

/**
 * Marks the account onboarded with the simulated bank details and uses up its
 * link, only if `tokenHash` is still the live link (so a token works once,
 * even for two concurrent submits). Undefined when it was not.
 */
export async function completeSandboxAccount(
  db: DbExecutor,
  id: string,
  tokenHash: string,
  details: { legalName: string; bankLast4: string },
): Promise<SandboxAccountRow | undefined> {
  const [row] = await db
    .update(sandboxConnectAccounts)
    .set({
      ...details,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      linkExpiresAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sandboxConnectAccounts.id, id),
        eq(sandboxConnectAccounts.linkTokenHash, tokenHash),
        gt(sandboxConnectAccounts.linkExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
