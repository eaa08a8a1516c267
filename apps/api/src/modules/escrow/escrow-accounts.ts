import type { AccountKey } from '../ledger/index';
import type { DbExecutor } from '../../db/client';
import { ensureAccount, type TransferInput } from '../ledger/index';
import type { AccountRole, EscrowState, TransferSpec } from './types';

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
  const roles = new Set<AccountRole>();
  for (const t of transfers) {
    if (t.debit) roles.add(t.debit);
    if (t.credit) roles.add(t.credit);
  }
  const ids = new Map<AccountRole, number>();
  for (const role of roles) ids.set(role, (await ensureAccount(db, accountKey(state, role))).id);
  return transfers.map(({ debit, credit, ...rest }) => ({
    ...rest,
    ...(debit ? { debitAccountId: ids.get(debit) } : {}),
    ...(credit ? { creditAccountId: ids.get(credit) } : {}),
  }));
}
