// The escrow module's public surface (ADR 15): a contract's money as a pure
// state machine whose events yield ledger transfers with deterministic ids.
export { applyEscrowEvent, newEscrowState, releaseDueAt } from './apply-escrow-event';
export { accountKey, resolveTransfers } from './escrow-accounts';
export { escrowTransferId, holdId, payoutHoldId } from './escrow-transfers';
export {
  EscrowRuleError,
  ESCROW_INPUT_ERRORS,
  ESCROW_RULE_ERROR_CODES,
  type EscrowRuleErrorCode,
} from './escrow-rule-error';
export {
  ACCOUNT_ROLES,
  type AccountRole,
  type CancelledBy,
  type DisputeState,
  type EscrowContext,
  type EscrowEvent,
  type EscrowEventType,
  type EscrowOutcome,
  type EscrowState,
  type PayoutMember,
  type PayoutState,
  type Resolution,
  type TransferSpec,
} from './types';
