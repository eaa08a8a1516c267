import type { ForecastBasis } from '@haulclub/shared';
import { backtestLane } from './backtest';
import { brokerDiversity, confidenceOf } from './confidence';
import { fitRateModel, type ModelOptions, type RateSample } from './rate-model';

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

/**
 * The forecast rate per mile over a date range, with its confidence: the model fitted on the
 * chosen history, its rolling-origin backtest on that history, and the confidence from sample
 * size, broker diversity, dispersion and that backtest (capped under the floor). Pure: no I/O.
 */
export function forecastRate(input: RateForecastInput): RateForecast {
  const lane = input.levels.find((l) => l.basis === 'lane')?.samples ?? [];
  const laneDiversity = brokerDiversity(lane.map((s) => s.brokerId));
  const underFloor = lane.length < input.floor.minBookings || laneDiversity.brokers < input.floor.minBrokers;
  const base = { laneBookings: lane.length, laneBrokers: laneDiversity.brokers };
  const none: RateForecast = { ...base, rateCents: null, confidence: 0, basis: 'none', backtestMape: null };

  const level = chooseLevel(input.levels, input.floor);
  if (!level) return none;
  const sorted = [...level.samples].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  const model = fitRateModel(sorted, input.now, input.options);
  if (!model) return none;
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
    ...base,
    rateCents: Math.round(model.rateOver(input.startDate, input.endDate)),
    confidence,
    basis: level.basis,
    backtestMape: backtest.mape === null ? null : Math.round(backtest.mape * 10_000) / 10_000,
  };
}
