import type { LedgerTransferCode, LedgerTransferFlags } from '@haulclub/shared';
import type { ledgerAccounts, ledgerTransfers } from '../../db/schema/index';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

/** The four cent totals of an account. */
export interface AccountTotals {
  debitsPending: number;
  debitsPosted: number;
  creditsPending: number;
  creditsPosted: number;
}

/** An account as the balance rules see it. */
export type AccountState = AccountTotals &
  Pick<LedgerAccount, 'id' | 'debitsMustNotExceedCredits' | 'creditsMustNotExceedDebits'>;

/**
 * A transfer to create. For `none` and `pending`, accounts, amount and code
 * are required. For `post_pending` and `void_pending`, `pendingId` names the
 * hold; accounts and code may be omitted (taken from the hold) but must match
 * it when given; a post's amount is at most the hold's (0 or omitted: all of
 * it), a void's is 0, omitted or the hold's.
 */
export interface TransferInput {
  id: string;
  flags?: LedgerTransferFlags;
  debitAccountId?: number;
  creditAccountId?: number;
  amount?: number;
  pendingId?: string | null;
  code?: LedgerTransferCode;
  /** Defaults to the hold's for a post or void, else null. */
  contractId?: string | null;
  userData?: Record<string, unknown> | null;
}

/** The row a valid input becomes. */
export type TransferRow = Omit<LedgerTransfer, 'createdAt'>;

export interface TransferResult {
  id: string;
  status: 'created' | 'exists';
  /** The amount the transfer moved (a post: what it posted; a void: the hold). */
  amount: number;
  /** What a post or void returned from the hold to the debit account (0 otherwise). */
  remainder: number;
}
