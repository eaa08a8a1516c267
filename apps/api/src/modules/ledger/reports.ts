import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { AccountTotals } from './types';

/**
 * The ledger's invariant: over all accounts, credits minus debits is zero,
 * posted and pending alike (every transfer adds the same amount to both sides).
 */
export async function ledgerTotals(db: DbExecutor): Promise<{ posted: number; pending: number }> {
  const { rows } = await db.execute<{ posted: number; pending: number }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0)::bigint AS posted,
      coalesce(sum(credits_pending - debits_pending), 0)::bigint AS pending
    FROM ledger_accounts`);
  return rows[0] ?? { posted: 0, pending: 0 };
}

export interface ReconcileDifference {
  accountId: number;
  code: string;
  userId: string | null;
  contractId: string | null;
  /** The totals the account row holds. */
  actual: AccountTotals;
  /** The totals its transfers add up to. */
  expected: AccountTotals;
}

type DifferenceRow = {
  id: number;
  code: string;
  user_id: string | null;
  contract_id: string | null;
  dp: number;
  dpo: number;
  cp: number;
  cpo: number;
  edp: number;
  edpo: number;
  ecp: number;
  ecpo: number;
};

/**
 * Recomputes every account's four totals from the immutable transfers
 * (posted: plain transfers and posts; pending: holds not yet resolved) and
 * lists each account whose stored totals differ. Empty means reconciled.
 */
export async function reconcile(db: DbExecutor): Promise<ReconcileDifference[]> {
  const { rows } = await db.execute<DifferenceRow>(sql`
    WITH posted AS (
      SELECT debit_account_id, credit_account_id, amount FROM ledger_transfers
      WHERE flags IN ('none', 'post_pending')
    ), open_holds AS (
      SELECT h.debit_account_id, h.credit_account_id, h.amount FROM ledger_transfers h
      WHERE h.flags = 'pending' AND NOT EXISTS (
        SELECT 1 FROM ledger_transfers r
        WHERE r.pending_id = h.id AND r.flags IN ('post_pending', 'void_pending'))
    ), sides (account_id, dp, dpo, cp, cpo) AS (
      SELECT debit_account_id, 0, amount, 0, 0 FROM posted
      UNION ALL SELECT credit_account_id, 0, 0, 0, amount FROM posted
      UNION ALL SELECT debit_account_id, amount, 0, 0, 0 FROM open_holds
      UNION ALL SELECT credit_account_id, 0, 0, amount, 0 FROM open_holds
    ), expected AS (
      SELECT account_id, sum(dp)::bigint AS dp, sum(dpo)::bigint AS dpo,
        sum(cp)::bigint AS cp, sum(cpo)::bigint AS cpo
      FROM sides GROUP BY account_id
    )
    SELECT a.id, a.code, a.user_id, a.contract_id,
      a.debits_pending AS dp, a.debits_posted AS dpo, a.credits_pending AS cp, a.credits_posted AS cpo,
      coalesce(e.dp, 0) AS edp, coalesce(e.dpo, 0) AS edpo, coalesce(e.cp, 0) AS ecp, coalesce(e.cpo, 0) AS ecpo
    FROM ledger_accounts a LEFT JOIN expected e ON e.account_id = a.id
    WHERE (a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted)
      IS DISTINCT FROM (coalesce(e.dp, 0), coalesce(e.dpo, 0), coalesce(e.cp, 0), coalesce(e.cpo, 0))
    ORDER BY a.id`);
  return rows.map((r) => ({
    accountId: r.id,
    code: r.code,
    userId: r.user_id,
    contractId: r.contract_id,
    actual: { debitsPending: r.dp, debitsPosted: r.dpo, creditsPending: r.cp, creditsPosted: r.cpo },
    expected: { debitsPending: r.edp, debitsPosted: r.edpo, creditsPending: r.ecp, creditsPosted: r.ecpo },
  }));
}
