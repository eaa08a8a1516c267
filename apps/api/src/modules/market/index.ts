// The market module's public surface (issue 13: lane rates and broker fairness).
export { marketPlugin } from './plugin';
export {
  recordLaneRateSample,
  refreshLaneRates,
  queueBrokerFairness,
  MARKET_JOBS,
} from './services/refresh-lane-rates';
export { refreshBrokerFairness, brokerFairnessOf } from './services/broker-fairness';
export {
  laneRatesForLoads,
  laneRateForLoad,
  loadMarketOfRow,
  type LaneRateLoad,
} from './services/load-lane-rates';
export { LOAD_MARKET_COLUMNS, LOAD_MARKET_JOINS, type LoadMarketRow } from './repository/load-market-sql';
export { sweepMarket } from './services/sweep-market';
export { marketRef } from './services/market-labels';
export { marketOfQuery } from './services/get-lane-rates';
export type { Lane } from './repository/lane-rates';
