import type { DbExecutor } from '../../db/client';
import { LedgerError } from './ledger-error';
import {
  findResolution,
  findTransfer,
  findTransfers,
  insertTransfer,
  lockAccounts,
  writeTotals,
} from './repository';
import {
  applyTransfer,
  checkBalances,
  checkShape,
  isResolution,
  resolveTransfer,
  sameTransfer,
} from './rules';
import type { AccountState, TransferInput, TransferResult, TransferRow } from './types';

/**
 * Creates transfers in order, all or none (a savepoint: on a LedgerError
 * nothing of the batch stays, and the caller's transaction may go on).
 *
 * The involved accounts are locked first, in id order; only then is a
 * transfer's id looked up, so concurrent retries of one id, or concurrent
 * posts of one hold, queue on the same rows and the later one sees the
 * earlier one's commit (READ COMMITTED): `exists`, or already posted/voided.
 * A transfer whose id exists with the same fields is `exists` (no effect).
 */
export async function createTransfers(
  executor: DbExecutor,
  transfers: TransferInput[],
): Promise<TransferResult[]> {
  for (const input of transfers) {
    const error = checkShape(input);
    if (error) throw new LedgerError(error, input.id);
  }
  return executor.transaction(async (tx) => {
    const accounts = new Map<number, AccountState>();
    for (const row of await lockAccounts(tx, await involvedAccounts(tx, transfers))) {
      accounts.set(row.id, row);
    }
    const dirty = new Set<AccountState>();
    const results: TransferResult[] = [];
    for (const input of transfers) {
      const pending = input.pendingId ? await findTransfer(tx, input.pendingId.toLowerCase()) : undefined;
      const row = resolveTransfer(input, isResolution(input.flags ?? 'none') ? pending : undefined);
      const existing = await findTransfer(tx, input.id.toLowerCase());
      if (existing) {
        if (typeof row === 'string' || !sameTransfer(row, existing)) {
          throw new LedgerError('exists_with_different_fields', input.id);
        }
        results.push(result(existing, pending, 'exists'));
        continue;
      }
      if (typeof row === 'string') throw new LedgerError(row, input.id);
      if (row.pendingId) {
        const resolution = await findResolution(tx, row.pendingId);
        if (resolution) {
          throw new LedgerError(
            resolution.flags === 'post_pending'
              ? 'pending_transfer_already_posted'
              : 'pending_transfer_already_voided',
            input.id,
          );
        }
      }
      const debit = accounts.get(row.debitAccountId);
      if (!debit) throw new LedgerError('debit_account_not_found', input.id);
      const credit = accounts.get(row.creditAccountId);
      if (!credit) throw new LedgerError('credit_account_not_found', input.id);
      const refused = checkBalances(row, debit, credit);
      if (refused) throw new LedgerError(refused, input.id);
      await insertTransfer(tx, row);
      applyTransfer(row, pending, debit, credit);
      dirty.add(debit).add(credit);
      results.push(result(row, pending, 'created'));
    }
    await writeTotals(tx, [...dirty]);
    return results;
  });
}

/** The accounts a batch touches: named directly, or through the hold a post or void resolves. */
async function involvedAccounts(tx: DbExecutor, transfers: TransferInput[]): Promise<number[]> {
  const ids = new Set<number>();
  const holdIds: string[] = [];
  for (const t of transfers) {
    if (t.debitAccountId !== undefined) ids.add(t.debitAccountId);
    if (t.creditAccountId !== undefined) ids.add(t.creditAccountId);
    if (t.pendingId) holdIds.push(t.pendingId.toLowerCase());
  }
  for (const hold of await findTransfers(tx, holdIds)) {
    ids.add(hold.debitAccountId).add(hold.creditAccountId);
  }
  return [...ids].sort((a, b) => a - b);
}

function result(
  row: TransferRow,
  hold: TransferRow | undefined,
  status: TransferResult['status'],
): TransferResult {
  const remainder =
    !hold || !isResolution(row.flags)
      ? 0
      : row.flags === 'void_pending'
        ? hold.amount
        : hold.amount - row.amount;
  return { id: row.id, status, amount: row.amount, remainder };
}
