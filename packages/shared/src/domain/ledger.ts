/**
 * The escrow ledger's vocabulary (ADR 15): what an account is, and why a
 * transfer moved money. Both lists are CHECKed by the database.
 */

/**
 * Account codes and the balance rule each one carries.
 * - `debits_must_not_exceed_credits`: money a member or the platform owns;
 *   it can never go negative (wallets, escrow, payables, revenue).
 * - `credits_must_not_exceed_debits`: the external card-funding source; it
 *   can never refund more than was charged.
 * - `none`: the external payout sink.
 */
export const LEDGER_ACCOUNT_RULES = {
  funding: 'credits_must_not_exceed_debits',
  broker_wallet: 'debits_must_not_exceed_credits',
  escrow: 'debits_must_not_exceed_credits',
  payable: 'debits_must_not_exceed_credits',
  platform_revenue: 'debits_must_not_exceed_credits',
  payouts: 'none',
} as const satisfies Record<
  string,
  'debits_must_not_exceed_credits' | 'credits_must_not_exceed_debits' | 'none'
>;

export type LedgerAccountCode = keyof typeof LEDGER_ACCOUNT_RULES;
export const LEDGER_ACCOUNT_CODES = Object.keys(LEDGER_ACCOUNT_RULES) as [
  LedgerAccountCode,
  ...LedgerAccountCode[],
];

/** Why a transfer moved money. */
export const LEDGER_TRANSFER_CODES = [
  'fund',
  'hold',
  'release_trucker',
  'release_broker',
  'release_platform',
  'tonu',
  'refund',
  'payout',
] as const;
export type LedgerTransferCode = (typeof LEDGER_TRANSFER_CODES)[number];

/**
 * `none` moves posted money; `pending` is a hold; `post_pending` and
 * `void_pending` resolve a hold, at most once.
 */
export const LEDGER_TRANSFER_FLAGS = ['none', 'pending', 'post_pending', 'void_pending'] as const;
export type LedgerTransferFlags = (typeof LEDGER_TRANSFER_FLAGS)[number];
