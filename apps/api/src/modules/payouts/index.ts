// The payouts module's public surface.
export { payoutsPlugin } from './plugin';
export type { PayoutsDeps } from './deps';
export { PAYOUT_JOB, payoutIdempotencyKey, payoutJobKey } from './transfer-keys';
export { payPayout, preparePayout, sendPayout, settlePayout, type PayoutSend } from './pay-payout';
export { queueDuePayouts, sweepPayouts, PAYOUT_STALE_SECONDS } from './queue-payouts';
export { applyTransferEvent, type TransferEventOutcome } from './apply-transfer-event';
