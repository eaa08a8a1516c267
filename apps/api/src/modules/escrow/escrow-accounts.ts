import type { DbExecutor } from '../../db/client';
import { ensureAccount, type AccountKey, type TransferInput } from '../ledger/index';
import { ACCOUNT_ROLES, type AccountRole, type EscrowState, type TransferSpec } from './types';

/**
 * The ledger account behind each role of a contract's money (ADR 15): the
 * card charge of this contract (`funding` keyed by broker and contract, so a
 * refund can never exceed what this contract charged), the broker's wallet,
 * the contract's escrow, each member's payable and payouts, and the
 * platform's revenue.
 */
export function accountKey(state: EscrowState, role: AccountRole): AccountKey {
  const { brokerId, truckerId, contractId } = state;
  switch (role) {
    case 'funding':
      return { code: 'funding', userId: brokerId, contractId };
    case 'broker_wallet':
      return { code: 'broker_wallet', userId: brokerId };
    case 'escrow':
      return { code: 'escrow', contractId };
    case 'payable_trucker':
      return { code: 'payable', userId: truckerId };
    case 'payable_broker':
      return { code: 'payable', userId: brokerId };
    case 'platform_revenue':
      return { code: 'platform_revenue' };
    case 'payouts_trucker':
      return { code: 'payouts', userId: truckerId };
    case 'payouts_broker':
      return { code: 'payouts', userId: brokerId };
  }
}

/**
 * Ensures the accounts the transfers name (created once by natural key) and
 * returns the transfers as createTransfers takes them.
 */
export async function resolveTransfers(
  db: DbExecutor,
  state: EscrowState,
  transfers: TransferSpec[],
): Promise<TransferInput[]> {
  const named = new Set(transfers.flatMap((t) => [t.debit, t.credit]));
  const ids = new Map<AccountRole, number>();
  // In one fixed order, so two transactions creating the same new accounts queue instead of deadlocking.
  for (const role of ACCOUNT_ROLES.filter((r) => named.has(r))) {
    ids.set(role, (await ensureAccount(db, accountKey(state, role))).id);
  }
  return transfers.map(({ debit, credit, ...rest }) => ({
    ...rest,
    ...(debit ? { debitAccountId: ids.get(debit) } : {}),
    ...(credit ? { creditAccountId: ids.get(credit) } : {}),
  }));
}
