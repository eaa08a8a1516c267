// The futures module's public surface (issue 14: freight futures and rate futures).
export { futuresPlugin, FUTURES_SWEEP_INTERVAL_MS } from './plugin';
export type { FuturesDeps } from './deps';
export { sweepFutures } from './services/sweep-futures';
export { FUTURE_MESSAGES, PRECOMMITMENT_MESSAGES } from './messages';
export { FUTURES_TOPIC } from './events';
export { futuresToday } from './dates';
// The demo seed posts and locks futures through the same services as the routes.
export { createFreightFuture } from './services/create-freight-future';
export { createPrecommitment } from './services/create-precommitment';
export { lockFuture } from './services/lock-future';
export { acceptPrecommitment } from './services/accept-precommitment';
