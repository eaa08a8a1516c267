import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { paymentAccounts, paymentWebhookEvents, users } from '../../../db/schema/index';
import type { AccountFlags } from '../providers/provider';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export async function findPaymentAccountByUser(
  db: DbExecutor,
  userId: string,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return row;
}

/** Stores a user's (new) connected account, replacing one at another provider. */
export async function upsertPaymentAccount(
  db: DbExecutor,
  row: Pick<PaymentAccountRow, 'userId' | 'provider' | 'accountId' | 'email' | 'businessName'>,
): Promise<PaymentAccountRow> {
  const fresh = { detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false };
  const [stored] = await db
    .insert(paymentAccounts)
    .values({ ...row, ...fresh })
    .onConflictDoUpdate({
      target: paymentAccounts.userId,
      set: { ...row, ...fresh, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  if (!stored) throw new Error('upsert into payment_accounts returned nothing');
  return stored;
}

/**
 * Sets an account's flags as they were at `asOf` (a webhook event's creation
 * time, or when a refresh read the account). State older than what is stored
 * is not applied (`stale`): webhooks arrive in any order. Returns the row
 * before and after, or undefined for an unknown account.
 */
export async function updateAccountFlags(
  db: DbExecutor,
  accountId: string,
  flags: AccountFlags,
  asOf: Date,
): Promise<{ before: PaymentAccountRow; after: PaymentAccountRow; stale: boolean } | undefined> {
  const [before] = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.accountId, accountId))
    .for('update');
  if (!before) return undefined;
  if (before.stateAsOf && asOf < before.stateAsOf) return { before, after: before, stale: true };
  const [after] = await db
    .update(paymentAccounts)
    .set({
      detailsSubmitted: flags.detailsSubmitted,
      chargesEnabled: flags.chargesEnabled,
      payoutsEnabled: flags.payoutsEnabled,
      stateAsOf: asOf,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentAccounts.accountId, accountId))
    .returning();
  if (!after) return undefined;
  return { before, after, stale: false };
}

/** The role of the member who owns a connected account (undefined for an unknown account). */
export async function findAccountOwnerRole(
  db: DbExecutor,
  accountId: string,
): Promise<{ role: (typeof users.$inferSelect)['role'] } | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(paymentAccounts)
    .innerJoin(users, eq(users.id, paymentAccounts.userId))
    .where(eq(paymentAccounts.accountId, accountId));
  return row;
}

/** Serialises account set-up for one user for the rest of the transaction. */
export async function lockUserPaymentAccount(db: DbExecutor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('payment_account:' || ${userId}))`);
}

/** Records a webhook event id; false when it was already processed (a redelivery). */
export async function recordWebhookEvent(
  db: DbExecutor,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}
