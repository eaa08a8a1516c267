import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index';
import { LedgerError } from './ledger-error';
import type { AccountState, LedgerAccount, TransferRow } from './types';

const transferColumns = {
  id: ledgerTransfers.id,
  flags: ledgerTransfers.flags,
  debitAccountId: ledgerTransfers.debitAccountId,
  creditAccountId: ledgerTransfers.creditAccountId,
  amount: ledgerTransfers.amount,
  pendingId: ledgerTransfers.pendingId,
  code: ledgerTransfers.code,
  contractId: ledgerTransfers.contractId,
  userData: ledgerTransfers.userData,
};

export async function findTransfers(db: DbExecutor, ids: string[]): Promise<TransferRow[]> {
  if (ids.length === 0) return [];
  return db.select(transferColumns).from(ledgerTransfers).where(inArray(ledgerTransfers.id, ids));
}

export async function findTransfer(db: DbExecutor, id: string): Promise<TransferRow | undefined> {
  const [row] = await findTransfers(db, [id]);
  return row;
}

/** The post or void that resolved a hold, if any. */
export async function findResolution(db: DbExecutor, pendingId: string): Promise<TransferRow | undefined> {
  const [row] = await db
    .select(transferColumns)
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.pendingId, pendingId),
        inArray(ledgerTransfers.flags, ['post_pending', 'void_pending']),
      ),
    );
  return row;
}

/**
 * Locks accounts in id order, so two transactions touching overlapping
 * accounts always queue instead of deadlocking.
 */
export async function lockAccounts(db: DbExecutor, ids: number[]): Promise<LedgerAccount[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

/**
 * Inserts a transfer. The account locks already queue retries of one id and
 * resolutions of one hold; the unique keys are the backstop (an id reused
 * with other accounts, so not queued on the same rows).
 */
export async function insertTransfer(db: DbExecutor, row: TransferRow): Promise<void> {
  try {
    await db.insert(ledgerTransfers).values(row);
  } catch (error) {
    const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (pg.code !== '23505') throw error;
    if (pg.constraint === 'ledger_transfers_pkey') {
      throw new LedgerError('exists_with_different_fields', row.id, { cause: error });
    }
    if (pg.constraint === 'ledger_transfers_resolution_key') {
      throw new LedgerError('pending_transfer_already_resolved', row.id, { cause: error });
    }
    throw error;
  }
}

/** Writes the four totals of each account back in one statement. */
export async function writeTotals(db: DbExecutor, accounts: AccountState[]): Promise<void> {
  if (accounts.length === 0) return;
  const values = sql.join(
    accounts.map(
      (a) =>
        sql`(${a.id}::bigint, ${a.debitsPending}::bigint, ${a.debitsPosted}::bigint, ${a.creditsPending}::bigint, ${a.creditsPosted}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ledger_accounts AS a SET debits_pending = v.dp, debits_posted = v.dpo,
      credits_pending = v.cp, credits_posted = v.cpo
    FROM (VALUES ${values}) AS v (id, dp, dpo, cp, cpo)
    WHERE a.id = v.id`);
}
