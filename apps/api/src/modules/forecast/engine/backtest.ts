import { localDays, startOfLocalDay } from './local-days';
import { fitRateModel, type ModelOptions, type RateSample } from './rate-model';

/** How the rolling-origin backtest of a lane runs. */
export const BACKTEST_RULES = {
  /** Held-out weeks, counted back from the week before today. */
  weeks: 8,
  /** Bookings a week's forecast needs before it (fewer: that week is not tested). */
  minTrainingSamples: 3,
} as const;

export interface BacktestResult {
  /** Mean absolute percentage error over the tested days (0.05 = 5 %), null when nothing could be tested. */
  mape: number | null;
  /** Tested days: each day of a held-out week with bookings, forecast from the data before that week. */
  points: number;
}

/** The days (Chicago day numbers) with bookings in [fromDay, toDay), and each day's mean rate. */
export function dailyMeans(
  sorted: readonly RateSample[],
  fromDay: number,
  toDay: number,
): Array<{ day: number; mean: number }> {
  const sums = new Map<number, [number, number]>();
  for (const s of sorted) {
    const day = Math.floor(localDays(s.bookedAt));
    if (day < fromDay || day >= toDay) continue;
    const acc = sums.get(day) ?? [0, 0];
    acc[0] += s.ratePerMileCents;
    acc[1] += 1;
    sums.set(day, acc);
  }
  return [...sums.entries()].map(([day, [sum, n]]) => ({ day, mean: sum / n }));
}

/** Index of the first sample booked at or after `at` (samples sorted by bookedAt). */
export function firstAtOrAfter(sorted: readonly RateSample[], at: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as RateSample).bookedAt.getTime() < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Rolling-origin backtest of the model on a lane's own history: each of the last
 * BACKTEST_RULES.weeks full weeks before `now` is forecast from the bookings before it, day by
 * day, against the mean agreed rate of each day that had bookings. `sorted` must be in booking
 * order.
 */
export function backtestLane(
  sorted: readonly RateSample[],
  now: Date,
  options: ModelOptions = {},
): BacktestResult {
  const today = Math.floor(localDays(now));
  let sum = 0;
  let points = 0;
  for (let k = 1; k <= BACKTEST_RULES.weeks; k++) {
    const weekStart = today - 7 * k;
    const origin = startOfLocalDay(weekStart);
    const cut = firstAtOrAfter(sorted, origin.getTime());
    if (cut < BACKTEST_RULES.minTrainingSamples) break;
    const actual = dailyMeans(sorted.slice(cut), weekStart, weekStart + 7);
    if (actual.length === 0) continue;
    const model = fitRateModel(sorted.slice(0, cut), origin, options);
    if (!model) continue;
    for (const { day, mean } of actual) {
      sum += Math.abs(model.rateOnDay(day) - mean) / mean;
      points += 1;
    }
  }
  return { mape: points > 0 ? sum / points : null, points };
}
