/**
 * Why the escrow rules refused an event. Stable: the routes map them to
 * problem responses (ESCROW_INPUT_ERRORS are 400: the request was bad; the
 * rest are 409: the contract is not in a state that allows it).
 */
export const ESCROW_RULE_ERROR_CODES = [
  'cancelled',
  'already_signed',
  'not_signed',
  'already_funded',
  'funds_not_held',
  'already_picked_up',
  'not_picked_up',
  'already_delivered',
  'not_delivered',
  'already_released',
  'disputed',
  'already_disputed',
  'dispute_window_closed',
  'release_not_due',
  'not_disputed',
  'reason_required',
  'split_invalid',
  'split_must_sum_to_total',
  'nothing_to_pay_out',
  'payout_pending',
  'payout_not_pending',
] as const;
export type EscrowRuleErrorCode = (typeof ESCROW_RULE_ERROR_CODES)[number];

export const ESCROW_INPUT_ERRORS: readonly EscrowRuleErrorCode[] = [
  'reason_required',
  'split_invalid',
  'split_must_sum_to_total',
];

export class EscrowRuleError extends Error {
  constructor(readonly code: EscrowRuleErrorCode) {
    super(`escrow rule refused: ${code}`);
    this.name = 'EscrowRuleError';
  }
}
