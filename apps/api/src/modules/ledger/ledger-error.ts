/**
 * Why the ledger refused a transfer (TigerBeetle's result names). Stable:
 * callers map them to their own AppError and tests assert them.
 */
export const LEDGER_ERROR_CODES = [
  'id_must_be_uuid',
  'flags_invalid',
  'code_invalid',
  'amount_invalid',
  'amount_must_not_be_zero',
  'accounts_must_be_different',
  'debit_account_not_found',
  'credit_account_not_found',
  'pending_id_must_be_null',
  'pending_id_required',
  'pending_id_must_be_different',
  'pending_transfer_not_found',
  'pending_transfer_not_pending',
  'pending_transfer_has_different_debit_account_id',
  'pending_transfer_has_different_credit_account_id',
  'pending_transfer_has_different_code',
  'pending_transfer_has_different_amount',
  'exceeds_pending_transfer_amount',
  'pending_transfer_already_posted',
  'pending_transfer_already_voided',
  /** Only from the unique-key backstop, when the resolution's kind cannot be read. */
  'pending_transfer_already_resolved',
  'exists_with_different_fields',
  'exceeds_credits',
  'exceeds_debits',
  'account_code_invalid',
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    /** The transfer refused (absent for account errors). */
    readonly transferId?: string,
    options?: { cause?: unknown },
  ) {
    super(transferId ? `ledger transfer ${transferId} refused: ${code}` : `ledger refused: ${code}`, options);
    this.name = 'LedgerError';
  }
}
