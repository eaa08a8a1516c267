import { AppError } from '../../../lib/errors';
import { ESCROW_INPUT_ERRORS, type EscrowRuleError, type EscrowRuleErrorCode } from '../../escrow/index';

/** What each refusal of the escrow rules tells the caller (safe to show), and the field an input error names. */
const MESSAGES: Record<EscrowRuleErrorCode, { detail: string; field?: string }> = {
  cancelled: { detail: 'This contract was cancelled' },
  already_signed: { detail: 'You have already signed this contract' },
  not_signed: { detail: 'Both parties must sign the contract before escrow is funded' },
  already_funded: { detail: 'Escrow for this contract is already funded' },
  funds_not_held: { detail: 'Escrow is not funded yet: the broker must fund it before pickup' },
  already_picked_up: { detail: 'The load was already picked up' },
  not_picked_up: { detail: 'Mark the load picked up before delivering it' },
  already_delivered: { detail: 'The load was already delivered' },
  not_delivered: { detail: 'The trucker has not marked this load delivered yet' },
  already_released: { detail: 'The escrow was already released' },
  disputed: { detail: 'This delivery is disputed: an admin will resolve it' },
  already_disputed: { detail: 'This delivery is already disputed' },
  dispute_window_closed: { detail: 'The 24 hours to dispute this delivery have passed' },
  release_not_due: { detail: 'The escrow is not due for release yet' },
  not_disputed: { detail: 'This contract has no open dispute' },
  reason_required: { detail: 'Say why you dispute the delivery', field: 'reason' },
  split_invalid: { detail: 'Each share must be whole cents, zero or more', field: 'truckerCents' },
  split_must_sum_to_total: { detail: 'The shares must add up to the contract total', field: 'truckerCents' },
  nothing_to_pay_out: { detail: 'Nothing is due to be paid out' },
  payout_pending: { detail: 'A payout is already on its way' },
  payout_not_pending: { detail: 'No payout is on its way' },
};

/**
 * An escrow rule's refusal as the API answers it: a bad request (400, the
 * field named) for the input errors, a conflict (409) when the contract's
 * state does not allow the action.
 */
export function escrowProblem(error: EscrowRuleError): AppError {
  const { detail, field } = MESSAGES[error.code];
  if (ESCROW_INPUT_ERRORS.includes(error.code)) {
    return AppError.validation([{ field: field ?? 'body', message: detail }], detail);
  }
  return new AppError('conflict', detail, { cause: error });
}
