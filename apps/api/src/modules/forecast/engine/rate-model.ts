import { FORECAST_RULES } from '@haulclub/shared';
import { dayNumber, localDays, weekdayOf } from './local-days';

/** One booked load's agreed rate per mile: the raw material of a forecast. */
export interface RateSample {
  bookedAt: Date;
  ratePerMileCents: number;
  brokerId: string;
}

export interface ModelOptions {
  /** A booking's weight halves every this many days (FORECAST_RULES.halfLifeDays). */
  halfLifeDays?: number;
}

/** The tunables of the model, in one place (docs/forecast.md explains each). */
export const MODEL_RULES = {
  /**
   * The prior on the slope: trends are rarely steeper than this share of the level per day (0.4 %
   * a day ≈ 12 % a month). The slope is shrunk toward 0 by noise² / prior² (a ridge): a clean trend
   * is followed, a noisy or short history barely moves the level.
   */
  slopePriorPerDay: 0.0015,
  /** The trend is extrapolated with exponential damping: at most this many days of it, ever. */
  trendDampingDays: 45,
  /** The level may move at most this far (×) from the recency-weighted average by the trend. */
  maxTrendRatio: 0.35,
  /** A weekday's multiplier is shrunk toward 1 as if this much (recency-weighted) weight said 1. */
  weekdayPriorWeight: 6,
  /** Weekday multipliers look further back than the level: their weights use this power of the level's (4 × the half-life). */
  weekdayWeightPower: 0.25,
  /** Longest target range evaluated day by day. */
  maxRangeDays: 366,
} as const;

/** A fitted lane model: level and trend at `now`, weekday multipliers, and its in-sample dispersion. */
export interface RateModel {
  /** Fitted rate per mile at `now` (cents, before the weekday effect). */
  level: number;
  /** Cents per mile per day. */
  slopePerDay: number;
  /** Multipliers, 0 = Sunday … 6 = Saturday, booking-weighted mean 1. */
  weekday: number[];
  /** Coefficient of variation of the bookings around the fitted model (recency-weighted). */
  cv: number;
  /** Bookings used, and the effective number under the recency weights ((Σw)² / Σw²). */
  samples: number;
  effectiveSamples: number;
  /** Now, in Chicago local days. */
  nowLocal: number;
  /** Forecast for one calendar day (day number). */
  rateOnDay(day: number): number;
  /** Average forecast over the days of a yyyy-MM-dd range (inclusive). */
  rateOver(startDate: string, endDate: string): number;
  /** The fitted rate (trend × weekday) at a past instant. */
  fittedAt(at: Date): number;
  /** The same model with every rate multiplied by `factor`. */
  scaled(factor: number): RateModel;
}

interface ModelParts {
  level: number;
  slope: number;
  weekday: number[];
  cv: number;
  samples: number;
  effectiveSamples: number;
  nowLocal: number;
  /** Bounds of the trend line (maxTrendRatio around the weighted mean). */
  lo: number;
  hi: number;
}

function buildModel(p: ModelParts, factor: number): RateModel {
  const line = (x: number) => Math.min(p.hi, Math.max(p.lo, p.level + p.slope * x));
  const rateOnDay = (day: number): number =>
    Math.max(1, line(damp(day + 0.5 - p.nowLocal)) * (p.weekday[weekdayOf(day)] as number) * factor);
  return {
    level: p.level * factor,
    slopePerDay: p.slope * factor,
    weekday: p.weekday,
    cv: p.cv,
    samples: p.samples,
    effectiveSamples: p.effectiveSamples,
    nowLocal: p.nowLocal,
    rateOnDay,
    rateOver(startDate, endDate) {
      const start = dayNumber(startDate);
      const end = Math.min(dayNumber(endDate), start + MODEL_RULES.maxRangeDays - 1);
      let sum = 0;
      for (let day = start; day <= end; day++) sum += rateOnDay(day);
      return sum / (end - start + 1);
    },
    fittedAt(at) {
      const t = localDays(at);
      return line(t - p.nowLocal) * (p.weekday[weekdayOf(t)] as number) * factor;
    },
    scaled: (f) => buildModel(p, factor * f),
  };
}

interface Point {
  x: number; // local days relative to now (≤ 0)
  y: number;
  w: number;
  wd: number; // weekday
  ww: number; // weekday weight
}

function damp(x: number): number {
  if (x <= 0) return x;
  const tau = MODEL_RULES.trendDampingDays;
  return tau * (1 - Math.exp(-x / tau));
}

/**
 * Weighted least squares of y on x with a ridge on the slope (a normal prior N(0, τ²), τ =
 * slopePriorPerDay × the level, against the weighted residual variance of the plain fit);
 * returns [intercept at x = 0, slope].
 */
function fitLine(points: readonly Point[], ys: readonly number[]): [number, number] {
  let sw = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    sw += p.w;
    sx += p.w * p.x;
    sy += p.w * (ys[i] as number);
  }
  const mx = sx / sw;
  const my = sy / sw;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    const dx = p.x - mx;
    sxx += p.w * dx * dx;
    sxy += p.w * dx * ((ys[i] as number) - my);
  }
  if (sxx <= 0) return [my, 0];
  const plain = sxy / sxx;
  let sse = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    const r = (ys[i] as number) - my - plain * (p.x - mx);
    sse += p.w * r * r;
  }
  // Residual variance per unit weight (a floor keeps a perfect fit from dividing by zero), and
  // the prior's; with few bookings the plain fit's residuals understate the noise: widen them.
  const n = points.length;
  const variance = (sse / sw) * (n > 2 ? n / (n - 2) : 4) + 1e-6;
  const tau = MODEL_RULES.slopePriorPerDay * Math.abs(my);
  const slope = sxy / (sxx + variance / (tau * tau));
  return [my - slope * mx, slope];
}

/**
 * Fits the lane model on the samples booked before `now`: a recency-weighted (half-life) least
 * squares line on time, with a ridge pulling its slope toward no trend, times weekday
 * multipliers shrunk toward 1 when a weekday has little history. Null without samples.
 */
export function fitRateModel(
  samples: readonly RateSample[],
  now: Date,
  options: ModelOptions = {},
): RateModel | null {
  const halfLife = options.halfLifeDays ?? FORECAST_RULES.halfLifeDays;
  const nowLocal = localDays(now);
  const points: Point[] = [];
  for (const s of samples) {
    const t = localDays(s.bookedAt);
    const x = t - nowLocal;
    if (x > 0 || !(s.ratePerMileCents > 0)) continue;
    const w = Math.pow(0.5, -x / halfLife);
    points.push({
      x,
      y: s.ratePerMileCents,
      w,
      wd: weekdayOf(t),
      ww: Math.pow(w, MODEL_RULES.weekdayWeightPower),
    });
  }
  if (points.length === 0) return null;

  let sw = 0;
  let sw2 = 0;
  let meanY = 0;
  for (const p of points) {
    sw += p.w;
    sw2 += p.w * p.w;
    meanY += p.w * p.y;
  }
  meanY /= sw;

  const weekday = [1, 1, 1, 1, 1, 1, 1];
  let level = meanY;
  let slope = 0;
  const adjusted = points.map((p) => p.y);
  for (let iteration = 0; iteration < 2; iteration++) {
    for (let i = 0; i < points.length; i++) {
      const p = points[i] as Point;
      adjusted[i] = p.y / (weekday[p.wd] as number);
    }
    [level, slope] = fitLine(points, adjusted);
    // Weekday effects from the ratio of each booking to the line.
    const num = [0, 0, 0, 0, 0, 0, 0];
    const den = [0, 0, 0, 0, 0, 0, 0];
    for (const p of points) {
      const fitted = level + slope * p.x;
      if (fitted <= 0) continue;
      num[p.wd] = (num[p.wd] as number) + p.ww * (p.y / fitted);
      den[p.wd] = (den[p.wd] as number) + p.ww;
    }
    let norm = 0;
    let total = 0;
    for (let d = 0; d < 7; d++) {
      const n = den[d] as number;
      const raw = n > 0 ? (num[d] as number) / n : 1;
      weekday[d] = 1 + ((raw - 1) * n) / (n + MODEL_RULES.weekdayPriorWeight);
      norm += n * (weekday[d] as number);
      total += n;
    }
    // Booking-weighted mean 1, so the line stays the level of the bookings.
    const scale = total > 0 ? norm / total : 1;
    for (let d = 0; d < 7; d++) weekday[d] = (weekday[d] as number) / scale;
  }

  let sq = 0;
  for (const p of points) {
    const fitted = (level + slope * p.x) * (weekday[p.wd] as number);
    const r = fitted > 0 ? p.y / fitted - 1 : 1;
    sq += p.w * r * r;
  }
  const cv = Math.sqrt(sq / sw);

  return buildModel(
    {
      level,
      slope,
      weekday,
      cv,
      samples: points.length,
      effectiveSamples: (sw * sw) / sw2,
      nowLocal,
      lo: meanY * (1 - MODEL_RULES.maxTrendRatio),
      hi: meanY * (1 + MODEL_RULES.maxTrendRatio),
    },
    1,
  );
}
