// The forecast module's public surface (issue 14): futures lanes, the lane-rate forecast and market demand.
export { resolveFuturesLane, type FuturesLane, type LaneEnd } from './lane';
export {
  forecastLane,
  type ForecastDeps,
  type ForecastLaneInput,
  type LaneForecast,
} from './services/forecast-lane';
export { forecastPlugin } from './plugin';
