// The loads module's public surface.
export { loadsPlugin } from './plugin';
export type { LoadsDeps } from './deps';
export { sweepExpiredLoads } from './services/sweep-expired-loads';
export { sweepUnattachedUploads } from './services/sweep-unattached-uploads';
export {
  searchLoadsQuery,
  searchLoadsPage,
  findTruckerLoad,
  truckerMatchesPageQuery,
  type LoadSearchParams,
  type RadiusFilter,
  type TruckerLoadRecord,
} from './repository/search-loads';
export {
  inPremiumWindow,
  onTheBoard,
  visibleToTruckers,
  type LoadRecord,
  type TruckerViewer,
} from './repository/load-columns';
export { findPlace, locateQueryText } from './places';
export { toLoadView } from './views';
export { schedulePremiumWindowEnd } from './services/premium-window';
export { assertVerifiedBroker, requireTrucker } from './services/access';
