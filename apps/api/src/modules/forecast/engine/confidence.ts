import { FORECAST_RULES, type ForecastBasis } from '@haulclub/shared';

/**
 * The confidence score's tunables (docs/forecast.md). Confidence is a weighted geometric mean of
 * three scores in 0–1: accuracy (from the expected error), sample size and broker diversity.
 */
export const CONFIDENCE_RULES = {
  /**
   * Expected error e → accuracy 1 / (1 + (e / errorHalf)^errorPower): 2 % → 0.94, 3 % → 0.82,
   * 4 % → 0.66, 5 % → 0.5, 6 % → 0.37, 8 % → 0.2, 12 % → 0.07. The half point sits under the error
   * of a typical wider-market fallback, so the forecasts the cap holds at 0.4–0.5 are not trusted
   * more than they earn (the bench's calibration table).
   */
  errorHalf: 0.05,
  errorPower: 3,
  /** The prior expected error (from the dispersion) counts as this many backtested days. */
  priorPoints: 4,
  /** Sample size n → 1 − exp(−n / sampleScale): 7 → 0.44, 20 → 0.81, 50 → 0.98. */
  sampleScale: 12,
  /** Effective brokers b (inverse Simpson of their shares) → 1 − exp(−b / brokerScale): 1 → 0.49, 3 → 0.86. */
  brokerScale: 1.5,
  /** Exponents of the geometric mean (sum 1). */
  weights: { accuracy: 0.8, samples: 0.1, brokers: 0.1 },
  /** A forecast from wider history than the lane's own is trusted less, by this factor (after the cap: at most 0.4 and 0.3). */
  basisFactor: { lane: 1, market: 0.8, national: 0.6, none: 0 } satisfies Record<ForecastBasis, number>,
} as const;

export interface ConfidenceInput {
  basis: ForecastBasis;
  /** The history the forecast used: bookings, their brokers' effective number, the model's CV and effective sample size. */
  samples: number;
  effectiveBrokers: number;
  cv: number;
  effectiveSamples: number;
  /** The rolling-origin backtest on that history. */
  backtestMape: number | null;
  backtestPoints: number;
  /** Whether the lane's own history is under the lane-rate floor (then at most FORECAST_RULES.capUnderFloor). */
  underFloor: boolean;
}

/**
 * The expected absolute percentage error of the forecast: the backtested MAPE, blended with a
 * prior from the dispersion (mean absolute deviation of a normal ≈ 0.8 σ, widened by the
 * uncertainty of the level) weighing like CONFIDENCE_RULES.priorPoints backtested days.
 */
export function expectedError(
  i: Pick<ConfidenceInput, 'cv' | 'effectiveSamples' | 'backtestMape' | 'backtestPoints'>,
): number {
  const prior = 0.8 * i.cv * Math.sqrt(1 + 1 / Math.max(1, i.effectiveSamples));
  const k = CONFIDENCE_RULES.priorPoints;
  if (i.backtestMape === null || i.backtestPoints === 0) return prior;
  return (i.backtestPoints * i.backtestMape + k * prior) / (i.backtestPoints + k);
}

/** Confidence 0–1, two decimals: higher means a lower expected error on this lane. */
export function confidenceOf(i: ConfidenceInput): number {
  if (i.basis === 'none' || i.samples === 0) return 0;
  const R = CONFIDENCE_RULES;
  const accuracy = 1 / (1 + Math.pow(expectedError(i) / R.errorHalf, R.errorPower));
  const size = 1 - Math.exp(-i.samples / R.sampleScale);
  const brokers = 1 - Math.exp(-i.effectiveBrokers / R.brokerScale);
  let score =
    Math.pow(accuracy, R.weights.accuracy) *
    Math.pow(size, R.weights.samples) *
    Math.pow(brokers, R.weights.brokers);
  if (i.underFloor) score = Math.min(score, FORECAST_RULES.capUnderFloor);
  // After the cap: a fallback is trusted less than the lane's own thin history would be.
  score *= R.basisFactor[i.basis];
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/** Distinct brokers, and their effective number: 1 / Σ share² (5 brokers with one dominating count ≈ 1.5). */
export function brokerDiversity(brokerIds: Iterable<string>): { brokers: number; effective: number } {
  const counts = new Map<string, number>();
  let n = 0;
  for (const id of brokerIds) {
    counts.set(id, (counts.get(id) ?? 0) + 1);
    n += 1;
  }
  if (n === 0) return { brokers: 0, effective: 0 };
  let sumSq = 0;
  for (const c of counts.values()) sumSq += (c / n) ** 2;
  return { brokers: counts.size, effective: 1 / sumSq };
}
