import type { ForecastBasis } from '@haulclub/shared';
import { backtestLane } from './backtest';
import { brokerDiversity, confidenceOf } from './confidence';
import { fitRateModel, type ModelOptions, type RateModel, type RateSample } from './rate-model';

export interface HistoryLevel {
  basis: Exclude<ForecastBasis, 'none'>;
  samples: readonly RateSample[];
}

export interface RateForecastInput {
  /** The histories, most specific first: the lane, the wider market, the equipment nationally. */
  levels: readonly HistoryLevel[];
  startDate: string;
  endDate: string;
  now: Date;
  /** The lane-rate floor (admin settings): under it the lane is thin. */
  floor: { minBookings: number; minBrokers: number };
  options?: ModelOptions;
}

export interface RateForecast {
  rateCents: number | null;
  confidence: number;
  basis: ForecastBasis;
  laneBookings: number;
  laneBrokers: number;
  /** The backtested MAPE of the history used (null when too thin to test). */
  backtestMape: number | null;
}

/** How a thin lane's own bookings shift a wider forecast (docs/forecast.md). */
export const LANE_RATIO_RULES = {
  /** As if this many more bookings said "no difference". */
  prior: 4,
  /** Only bookings this recent count (the wider model is a local fit: its trend is not for last year). */
  windowDays: 84,
} as const;

/**
 * How the lane's own recent bookings compare with a wider model at their times: the geometric
 * mean of their ratios to it, shrunk toward 1 (n / (n + prior)). 1 without recent lane bookings.
 */
export function laneRatio(lane: readonly RateSample[], model: RateModel, now: Date): number {
  const from = now.getTime() - LANE_RATIO_RULES.windowDays * 86_400_000;
  let sumLog = 0;
  let n = 0;
  for (const s of lane) {
    const at = s.bookedAt.getTime();
    if (at > now.getTime() || at < from) continue;
    const fitted = model.fittedAt(s.bookedAt);
    if (!(fitted > 0) || !(s.ratePerMileCents > 0)) continue;
    sumLog += Math.log(s.ratePerMileCents / fitted);
    n += 1;
  }
  return n === 0 ? 1 : Math.exp((sumLog / n) * (n / (n + LANE_RATIO_RULES.prior)));
}

const meetsFloor = (samples: readonly RateSample[], floor: RateForecastInput['floor']) =>
  samples.length >= floor.minBookings &&
  brokerDiversity(samples.map((s) => s.brokerId)).brokers >= floor.minBrokers;

/**
 * Which history to forecast from: the first level at or over the floor (the lane, then the
 * market, then the nation); when none is, the most specific level with any bookings.
 */
export function chooseLevel(
  levels: readonly HistoryLevel[],
  floor: RateForecastInput['floor'],
): HistoryLevel | null {
  const withData = levels.filter((l) => l.samples.length > 0);
  return withData.find((l) => meetsFloor(l.samples, floor)) ?? withData[0] ?? null;
}

/** A forecast with the fitted model behind it (the bench evaluates the model day by day). */
export interface ModelledForecast {
  forecast: RateForecast;
  model: RateModel | null;
  /** The history the model was fitted on, in booking order (empty for basis none). */
  history: readonly RateSample[];
}

/**
 * The forecast rate per mile over a date range, with its confidence: the model fitted on the
 * chosen history, its rolling-origin backtest on that history, and the confidence from sample
 * size, broker diversity, dispersion and that backtest (capped under the floor). Pure: no I/O.
 */
export function forecastRate(input: RateForecastInput): RateForecast {
  return forecastWithModel(input).forecast;
}

/** forecastRate, also returning the fitted model and the history it used. */
export function forecastWithModel(input: RateForecastInput): ModelledForecast {
  const lane = input.levels.find((l) => l.basis === 'lane')?.samples ?? [];
  const laneDiversity = brokerDiversity(lane.map((s) => s.brokerId));
  const underFloor = lane.length < input.floor.minBookings || laneDiversity.brokers < input.floor.minBrokers;
  const base = { laneBookings: lane.length, laneBrokers: laneDiversity.brokers };
  const none: ModelledForecast = {
    forecast: { ...base, rateCents: null, confidence: 0, basis: 'none', backtestMape: null },
    model: null,
    history: [],
  };

  const level = chooseLevel(input.levels, input.floor);
  if (!level) return none;
  const sorted = [...level.samples].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  const fitted = fitRateModel(sorted, input.now, input.options);
  if (!fitted) return none;
  const model = level.basis === 'lane' ? fitted : fitted.scaled(laneRatio(lane, fitted, input.now));
  const backtest = backtestLane(sorted, input.now, input.options);
  const diversity = brokerDiversity(sorted.map((s) => s.brokerId));
  const confidence = confidenceOf({
    basis: level.basis,
    samples: model.samples,
    effectiveBrokers: diversity.effective,
    cv: model.cv,
    effectiveSamples: model.effectiveSamples,
    backtestMape: backtest.mape,
    backtestPoints: backtest.points,
    underFloor,
  });
  return {
    forecast: {
      ...base,
      rateCents: Math.round(model.rateOver(input.startDate, input.endDate)),
      confidence,
      basis: level.basis,
      backtestMape: backtest.mape === null ? null : Math.round(backtest.mape * 10_000) / 10_000,
    },
    model,
    history: sorted,
  };
}
