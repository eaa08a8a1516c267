// The ledger module's public surface (ADR 15): a double-entry ledger of
// immutable transfers in integer cents, on TigerBeetle's model.
export { ensureAccount, balances, available, type AccountKey } from './accounts';
export { createTransfers } from './create-transfers';
export { ledgerTotals, reconcile, type ReconcileDifference } from './reports';
export { LedgerError, LEDGER_ERROR_CODES, type LedgerErrorCode } from './ledger-error';
export { transferId, uuidV5, LEDGER_NAMESPACE } from './transfer-id';
export type { AccountTotals, LedgerAccount, LedgerTransfer, TransferInput, TransferResult } from './types';
