// The contracts module's public surface.
export { contractsPlugin } from './plugin';
export type { ContractsDeps } from './deps';
export {
  announceNewContract,
  bookingContractValues,
  createContractForBooking,
  createContractForCommitment,
} from './services/create-contract';
export { cancelContractForBooking } from './services/cancel-contract';
export { cancelCommitmentContract } from './services/cancel-commitment-contract';
export { contractViewFor } from './services/contract-access';
export { applyBookingContractEvent } from './money/booking-events';
export { settleFundingAttempt } from './services/fund-contract';
export { autoReleaseDue } from './services/auto-release';
export { renderContractDocument } from './services/contract-document';
export { termsSha256, canonicalTerms } from './terms-hash';
export {
  applyContractEvent,
  MONEY_JOB_KINDS,
  type ContractEventOptions,
  type ContractEventResult,
} from './money/apply-contract-event';
export { loadContractMoney, type ContractMoney } from './money/escrow-state';
export { escrowProblem } from './money/escrow-problem';
