import { LEDGER_TRANSFER_CODES, LEDGER_TRANSFER_FLAGS } from '@haulclub/shared';
import type { LedgerErrorCode } from './ledger-error';
import type { AccountState, TransferInput, TransferRow } from './types';

// The pure rules of the ledger: no database here, so they are unit-tested beside this file.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isAccountId = (id: unknown) => Number.isSafeInteger(id) && (id as number) > 0;

export const isResolution = (flags: TransferRow['flags']) =>
  flags === 'post_pending' || flags === 'void_pending';

/** Checks what can be checked without the database. */
export function checkShape(input: TransferInput): LedgerErrorCode | null {
  if (typeof input.id !== 'string' || !UUID.test(input.id)) return 'id_must_be_uuid';
  const flags = input.flags ?? 'none';
  if (!LEDGER_TRANSFER_FLAGS.includes(flags)) return 'flags_invalid';
  if (input.code !== undefined && !LEDGER_TRANSFER_CODES.includes(input.code)) return 'code_invalid';
  if (input.amount !== undefined && !(Number.isSafeInteger(input.amount) && input.amount >= 0)) {
    return 'amount_invalid';
  }
  if (input.debitAccountId !== undefined && !isAccountId(input.debitAccountId)) {
    return 'debit_account_not_found';
  }
  if (input.creditAccountId !== undefined && !isAccountId(input.creditAccountId)) {
    return 'credit_account_not_found';
  }
  if (isResolution(flags)) {
    if (!input.pendingId) return 'pending_id_required';
    if (!UUID.test(input.pendingId)) return 'pending_transfer_not_found';
    if (input.pendingId.toLowerCase() === input.id.toLowerCase()) return 'pending_id_must_be_different';
    return null;
  }
  if (input.pendingId != null) return 'pending_id_must_be_null';
  return null;
}

/**
 * The row an input (already shape-checked) becomes; a post or void is
 * completed from its hold (`pending`, or undefined when not found).
 */
export function resolveTransfer(
  input: TransferInput,
  pending: TransferRow | undefined,
): TransferRow | LedgerErrorCode {
  const flags = input.flags ?? 'none';
  const id = input.id.toLowerCase();
  const userData = input.userData ?? null;
  if (!isResolution(flags)) {
    const { debitAccountId, creditAccountId, amount, code } = input;
    if (code === undefined) return 'code_invalid';
    if (!amount) return 'amount_must_not_be_zero';
    if (debitAccountId === undefined) return 'debit_account_not_found';
    if (creditAccountId === undefined) return 'credit_account_not_found';
    if (debitAccountId === creditAccountId) return 'accounts_must_be_different';
    const contractId = input.contractId ?? null;
    return {
      id,
      flags,
      debitAccountId,
      creditAccountId,
      amount,
      pendingId: null,
      code,
      contractId,
      userData,
    };
  }
  if (!pending) return 'pending_transfer_not_found';
  if (pending.flags !== 'pending') return 'pending_transfer_not_pending';
  if (input.debitAccountId !== undefined && input.debitAccountId !== pending.debitAccountId) {
    return 'pending_transfer_has_different_debit_account_id';
  }
  if (input.creditAccountId !== undefined && input.creditAccountId !== pending.creditAccountId) {
    return 'pending_transfer_has_different_credit_account_id';
  }
  if (input.code !== undefined && input.code !== pending.code) return 'pending_transfer_has_different_code';
  let amount = pending.amount;
  if (flags === 'post_pending' && input.amount) {
    if (input.amount > pending.amount) return 'exceeds_pending_transfer_amount';
    amount = input.amount;
  }
  if (flags === 'void_pending' && input.amount && input.amount !== pending.amount) {
    return 'pending_transfer_has_different_amount';
  }
  return {
    id,
    flags,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amount,
    pendingId: pending.id,
    code: pending.code,
    contractId: input.contractId === undefined ? pending.contractId : input.contractId,
    userData,
  };
}

/** Whether a retry describes the very transfer already stored. */
export function sameTransfer(a: TransferRow, b: TransferRow): boolean {
  return (
    a.id === b.id &&
    a.flags === b.flags &&
    a.debitAccountId === b.debitAccountId &&
    a.creditAccountId === b.creditAccountId &&
    a.amount === b.amount &&
    a.pendingId === b.pendingId &&
    a.code === b.code &&
    a.contractId === b.contractId &&
    canonicalJson(a.userData) === canonicalJson(b.userData)
  );
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** The balance flags: a new posted or pending transfer may not overdraw a flagged side. */
export function checkBalances(
  row: TransferRow,
  debit: AccountState,
  credit: AccountState,
): LedgerErrorCode | null {
  if (isResolution(row.flags)) return null; // the hold already reserved the money
  if (
    debit.debitsMustNotExceedCredits &&
    debit.debitsPending + debit.debitsPosted + row.amount > debit.creditsPosted
  ) {
    return 'exceeds_credits';
  }
  if (
    credit.creditsMustNotExceedDebits &&
    credit.creditsPending + credit.creditsPosted + row.amount > credit.debitsPosted
  ) {
    return 'exceeds_debits';
  }
  return null;
}

/**
 * Applies a checked transfer to its accounts' totals (in place). A post or
 * void releases the whole hold from pending; a post then posts its amount.
 * Returns what went back to the debit account.
 */
export function applyTransfer(
  row: TransferRow,
  hold: TransferRow | undefined,
  debit: AccountState,
  credit: AccountState,
): number {
  switch (row.flags) {
    case 'none':
      debit.debitsPosted += row.amount;
      credit.creditsPosted += row.amount;
      return 0;
    case 'pending':
      debit.debitsPending += row.amount;
      credit.creditsPending += row.amount;
      return 0;
    case 'post_pending':
    case 'void_pending': {
      if (!hold) throw new Error(`applyTransfer: ${row.flags} ${row.id} needs its hold`);
      debit.debitsPending -= hold.amount;
      credit.creditsPending -= hold.amount;
      if (row.flags === 'void_pending') return hold.amount;
      debit.debitsPosted += row.amount;
      credit.creditsPosted += row.amount;
      return hold.amount - row.amount;
    }
  }
}
