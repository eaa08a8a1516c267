// The forecast engine: pure functions, no database (docs/forecast.md).
export { fitRateModel, MODEL_RULES, type RateModel, type RateSample, type ModelOptions } from './rate-model';
export { backtestLane, dailyMeans, firstAtOrAfter, BACKTEST_RULES, type BacktestResult } from './backtest';
export {
  confidenceOf,
  expectedError,
  brokerDiversity,
  CONFIDENCE_RULES,
  type ConfidenceInput,
} from './confidence';
export {
  forecastRate,
  forecastWithModel,
  laneRatio,
  LANE_RATIO_RULES,
  chooseLevel,
  type ModelledForecast,
  type HistoryLevel,
  type RateForecast,
  type RateForecastInput,
} from './forecast-rate';
export { chicagoToday, dateOfDay, dayNumber, localDays, startOfLocalDay, weekdayOf } from './local-days';
