import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContractParty } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import { contractPayments, contracts, paymentAccounts, payouts } from '../../db/schema/index';

export type PayoutRow = typeof payouts.$inferSelect;
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** Locks the contract row: every change of a contract's money (applyContractEvent) queues on it. */
export async function lockContractRow(tx: DbExecutor, contractId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
  return rows.length > 0;
}

export async function findPayout(
  tx: DbExecutor,
  contractId: string,
  member: ContractParty,
): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.contractId, contractId), eq(payouts.member, member)));
  return row;
}

export async function findPayoutById(tx: DbExecutor, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function findPaymentAccount(
  tx: DbExecutor,
  userId: string,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return row;
}

export async function findPaymentAccountById(
  tx: DbExecutor,
  accountId: string,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.accountId, accountId));
  return row;
}

/** The charge that funded the contract's escrow: the source transaction of its payouts. */
export async function findFundingChargeId(tx: DbExecutor, contractId: string): Promise<string | null> {
  const [row] = await tx
    .select({ chargeId: contractPayments.chargeId })
    .from(contractPayments)
    .where(and(eq(contractPayments.contractId, contractId), eq(contractPayments.status, 'succeeded')))
    .orderBy(desc(contractPayments.attempt))
    .limit(1);
  return row?.chargeId ?? null;
}

/** Records a provider call about to be made on a pending payout (a re-send). */
export async function recordPayoutAttempt(
  tx: DbExecutor,
  id: string,
  change: { lastAttemptAt?: Date; lastError?: string | null },
): Promise<void> {
  await tx
    .update(payouts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payouts.id, id));
}

/** Notes a retryable failure on the attempt that had it, if it is still the pending one (not on a payout settled meanwhile). */
export async function noteRetryableFailure(
  db: DbExecutor,
  id: string,
  holdTransferId: string,
  error: string,
): Promise<void> {
  await db
    .update(payouts)
    .set({ lastError: error, updatedAt: sql`now()` })
    .where(
      and(eq(payouts.id, id), eq(payouts.status, 'pending'), eq(payouts.holdTransferId, holdTransferId)),
    );
}

/** A failed payout becomes due again (an admin's retry); false when it is not failed (anymore). */
export async function markFailedPayoutDue(tx: DbExecutor, id: string): Promise<boolean> {
  const rows = await tx
    .update(payouts)
    .set({ status: 'due', updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'failed')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

/** Notes on a payout what the provider reported after the fact (a reversal) for the admin's queue. */
export async function notePayoutError(tx: DbExecutor, id: string, note: string): Promise<void> {
  await tx
    .update(payouts)
    .set({ lastError: note, updatedAt: sql`now()` })
    .where(eq(payouts.id, id));
}

/** The member's due payouts (not failed ones: those wait for an admin). */
export async function dueContractsOf(
  tx: DbExecutor,
  userId: string,
): Promise<{ contractId: string; member: ContractParty }[]> {
  return tx
    .select({ contractId: payouts.contractId, member: payouts.member })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'due')));
}

/**
 * Payouts whose job went missing: pending ones whose last provider call is
 * older than `staleSeconds` (a crash between the ledger and the provider, or
 * a job that ran out of attempts), and due ones of members whose payout
 * account is ready (a readiness change that raced a running job). Only those
 * without a queued job: a job waiting for its back-off is left to it.
 */
export async function findStrandedPayouts(
  tx: DbExecutor,
  provider: string,
  staleSeconds: number,
  limit: number,
): Promise<{ contractId: string; member: ContractParty }[]> {
  const { rows } = await tx.execute<{ contract_id: string; member: ContractParty }>(sql`
    SELECT p.contract_id, p.member
    FROM payouts p
    LEFT JOIN payment_accounts a ON a.user_id = p.user_id
    WHERE (
        (p.status = 'pending'
          AND coalesce(p.last_attempt_at, p.updated_at) < now() - make_interval(secs => ${staleSeconds}))
        OR (p.status = 'due' AND a.payouts_enabled AND a.provider = ${provider})
      )
      AND NOT EXISTS (
        SELECT 1 FROM jobs j
        WHERE j.status = 'queued'
          AND j.dedupe_key IN ('payout:' || p.contract_id || ':' || p.member,
            'payout:' || p.contract_id || ':' || p.member || ':ready'))
    ORDER BY p.created_at
    LIMIT ${limit}`);
  return rows.map((r) => ({ contractId: r.contract_id, member: r.member }));
}
