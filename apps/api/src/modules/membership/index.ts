// The membership module's public surface.
export { membershipPlugin } from './plugin';
export { findBroker, findTrucker, type BrokerRow, type TruckerRow } from './repository';
export { locateCity } from './services/complete-trucker-onboarding';
