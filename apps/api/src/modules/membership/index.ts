// The membership module's public surface.
export { membershipPlugin } from './plugin';
export { findBroker, findTrucker, type BrokerRow, type TruckerRow } from './repository';
export { locateCity } from './services/complete-trucker-onboarding';
export { locateLanes, locateLaneEnd, type LocatedLane } from './lanes/locate-lane';
export { replaceTruckerLanes } from './lanes/repository';
export { convertAllLegacyLanes } from './services/convert-legacy-lanes';
export { PROFILE_UPDATED_EVENT } from './services/update-lane-profile';
