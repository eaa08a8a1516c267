// The lane forecast, back-tested (issue 14). A synthetic booking history over many lanes (rich,
// medium and thin; several brokers each, with their own price habits) with a trend, yearly and
// weekly seasonality and noise that differs by lane; then a rolling-origin backtest: for each of
// the last BENCH_FORECAST_WEEKS weeks and each lane, the SAME engine the API uses
// (forecastWithModel: lane history, else the wider market's, the confidence with its own backtest
// and the cap under the floor) is fitted on the bookings before that week and forecasts each day
// of the week that had bookings, against that day's mean agreed rate. Printed side by side: the
// MAPE of the forecast, of the naive last value and of the plain 30-day average (both from the
// same history the forecast used), whether the forecast beats both, and the calibration of the
// confidence score (buckets → MAPE and count: higher confidence should show lower error).
// Pure computation, no database. BENCH_FORECAST_LANES / BENCH_FORECAST_WEEKS change the size.
import { FORECAST_RULES, LANE_RATE_FLOOR } from '@haulclub/shared';
import {
  dailyMeans,
  firstAtOrAfter,
  forecastWithModel,
  localDays,
  startOfLocalDay,
  type HistoryLevel,
  type RateSample,
} from '../../apps/api/src/modules/forecast/engine/index';
import { envNumber, type Bench } from './lib/bench';
import { seededRandom } from './lib/concurrency';
import { round } from './lib/emit';

const DAY_MS = 86_400_000;
/** The last day of the synthetic history (a fixed date: the run is reproducible). */
const END = new Date('2026-06-01T05:00:00Z');
const LANES_PER_MARKET = 6;
const BROKERS = 14;
/** Days of history before the first held-out week (the forecast reads up to historyDays of it). */
const WARMUP_DAYS = FORECAST_RULES.historyDays;
/** Multipliers by weekday (0 = Sunday): weekends pay less, Fridays more. */
const WEEKDAY = [0.93, 1.02, 1.0, 0.99, 1.01, 1.06, 0.95];
/** Booking volume by weekday. */
const VOLUME = [0.35, 1.1, 1.1, 1.05, 1.05, 1.0, 0.4];
/** Confidence buckets [from, to). */
const BUCKETS = [0, 0.2, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];

interface SyntheticLane {
  id: number;
  market: number;
  samples: RateSample[];
}

function gaussian(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

function poisson(rnd: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rnd();
  while (p > limit) {
    k += 1;
    p *= rnd();
  }
  return k;
}

/**
 * Markets of LANES_PER_MARKET lanes share a base rate, trend and yearly phase; each lane has its
 * own offset, volume (rich 2–6 a day, medium 0.3–1, thin 0.02–0.12), noise (3–15 %) and 1–6
 * brokers, each broker paying its own few percent above or below.
 */
function synthesise(laneCount: number, days: number, seed: number): SyntheticLane[] {
  const rnd = seededRandom(seed);
  const brokerBias = Array.from({ length: BROKERS }, () => 1 + 0.04 * gaussian(rnd));
  const lanes: SyntheticLane[] = [];
  const markets = Math.ceil(laneCount / LANES_PER_MARKET);
  const start = END.getTime() - days * DAY_MS;
  for (let m = 0; m < markets; m++) {
    const base = 220 + rnd() * 120;
    const trendPerYear = (rnd() - 0.4) * 0.2; // −8 % … +12 % a year
    const yearly = 0.04 + rnd() * 0.08; // amplitude 4–12 %
    const phase = rnd() * 365;
    for (let k = 0; k < LANES_PER_MARKET && lanes.length < laneCount; k++) {
      const kind = rnd();
      const perDay = kind < 0.35 ? 2 + rnd() * 4 : kind < 0.7 ? 0.3 + rnd() * 0.7 : 0.02 + rnd() * 0.1;
      const noise = 0.03 + rnd() * 0.12;
      const offset = 1 + 0.05 * gaussian(rnd);
      const brokers = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => Math.floor(rnd() * BROKERS));
      const samples: RateSample[] = [];
      for (let d = 0; d < days; d++) {
        const dayStart = start + d * DAY_MS;
        const weekday = new Date(dayStart).getUTCDay();
        const n = poisson(rnd, perDay * (VOLUME[weekday] as number));
        for (let i = 0; i < n; i++) {
          const at = dayStart + (7 + rnd() * 12) * 3_600_000; // 07:00–19:00 local-ish (UTC−5/−6 below)
          const t = (at - start) / DAY_MS;
          const broker = brokers[Math.floor(rnd() * brokers.length)] as number;
          const rate =
            base *
            offset *
            (1 + (trendPerYear * t) / 365) *
            (1 + yearly * Math.sin((2 * Math.PI * (t + phase)) / 365)) *
            (WEEKDAY[weekday] as number) *
            (brokerBias[broker] as number) *
            (1 + noise * gaussian(rnd));
          samples.push({
            bookedAt: new Date(at + 6 * 3_600_000),
            ratePerMileCents: Math.max(20, Math.round(rate)),
            brokerId: `broker-${broker}`,
          });
        }
      }
      samples.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
      lanes.push({ id: lanes.length, market: m, samples });
    }
  }
  return lanes;
}

/** Bookings in [from, to) of a sorted history. */
function window(sorted: readonly RateSample[], from: number, to: number): RateSample[] {
  return sorted.slice(firstAtOrAfter(sorted, from), firstAtOrAfter(sorted, to));
}

interface Tally {
  sum: number;
  n: number;
}
const mape = (t: Tally) => (t.n > 0 ? t.sum / t.n : NaN);

const bench: Bench = {
  name: 'forecast',
  description: 'lane forecast backtest: MAPE vs naive and 30-day average, confidence calibration',
  async run({ emit, log }) {
    const laneCount = envNumber('BENCH_FORECAST_LANES', 240);
    const weeks = envNumber('BENCH_FORECAST_WEEKS', 26);
    const days = WARMUP_DAYS + weeks * 7;
    const started = performance.now();
    const lanes = synthesise(laneCount, days, 20_260_601);
    const marketPools = new Map<number, RateSample[]>();
    for (const lane of lanes) {
      const pool = marketPools.get(lane.market) ?? [];
      pool.push(...lane.samples);
      marketPools.set(lane.market, pool);
    }
    for (const pool of marketPools.values()) pool.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
    const bookings = lanes.reduce((s, l) => s + l.samples.length, 0);
    log(`${lanes.length} lanes, ${bookings} bookings over ${days} days; backtesting ${weeks} weeks`);
    const scale = { lanes: lanes.length, bookings, weeks, days };

    const floor = LANE_RATE_FLOOR;
    const totals = { forecast: { sum: 0, n: 0 }, naive: { sum: 0, n: 0 }, avg30: { sum: 0, n: 0 } };
    const byBasis = new Map<string, Tally & { naive: number; avg30: number }>();
    const buckets = BUCKETS.slice(0, -1).map(() => ({ sum: 0, n: 0, naive: 0 }));
    const today = Math.floor(localDays(END));
    for (let w = weeks; w >= 1; w--) {
      const weekStart = today - 7 * w;
      const origin = startOfLocalDay(weekStart);
      const since = origin.getTime() - FORECAST_RULES.historyDays * DAY_MS;
      const weekEnd = startOfLocalDay(weekStart + 7).getTime();
      for (const lane of lanes) {
        const actual = dailyMeans(window(lane.samples, origin.getTime(), weekEnd), weekStart, weekStart + 7);
        if (actual.length === 0) continue;
        const levels: HistoryLevel[] = [
          { basis: 'lane', samples: window(lane.samples, since, origin.getTime()) },
          { basis: 'market', samples: window(marketPools.get(lane.market) ?? [], since, origin.getTime()) },
        ];
        const { forecast, model, history } = forecastWithModel({
          levels,
          startDate: new Date(weekStart * DAY_MS).toISOString().slice(0, 10),
          endDate: new Date((weekStart + 6) * DAY_MS).toISOString().slice(0, 10),
          now: origin,
          floor,
        });
        if (!model || history.length === 0) continue;
        const last = (history.at(-1) as RateSample).ratePerMileCents;
        const recent = window(history, origin.getTime() - 30 * DAY_MS, origin.getTime());
        const avg30 =
          recent.length > 0 ? recent.reduce((s, x) => s + x.ratePerMileCents, 0) / recent.length : last;
        const bucket = BUCKETS.findIndex(
          (b, i) => forecast.confidence >= b && forecast.confidence < (BUCKETS[i + 1] ?? 2),
        );
        const basis = byBasis.get(forecast.basis) ?? { sum: 0, n: 0, naive: 0, avg30: 0 };
        for (const { day, mean } of actual) {
          const e = Math.abs(model.rateOnDay(day) - mean) / mean;
          const eNaive = Math.abs(last - mean) / mean;
          totals.forecast.sum += e;
          totals.forecast.n += 1;
          totals.naive.sum += eNaive;
          totals.naive.n += 1;
          const eAvg30 = Math.abs(avg30 - mean) / mean;
          totals.avg30.sum += eAvg30;
          totals.avg30.n += 1;
          basis.sum += e;
          basis.n += 1;
          basis.naive += eNaive;
          basis.avg30 += eAvg30;
          const b = buckets[bucket];
          if (b) {
            b.sum += e;
            b.n += 1;
            b.naive += eNaive;
          }
        }
        byBasis.set(forecast.basis, basis);
      }
      log(`week −${w} done (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }

    const m = { forecast: mape(totals.forecast), naive: mape(totals.naive), avg30: mape(totals.avg30) };
    const beatsNaive = m.forecast < m.naive;
    const beatsAvg30 = m.forecast < m.avg30;
    emit({
      metric: 'mape',
      value: round(m.forecast * 100, 2),
      unit: '%',
      fields: {
        ...scale,
        points: totals.forecast.n,
        forecast_mape_pct: round(m.forecast * 100, 2),
        naive_last_value_mape_pct: round(m.naive * 100, 2),
        avg_30_day_mape_pct: round(m.avg30 * 100, 2),
        beats_naive: beatsNaive,
        beats_30_day_average: beatsAvg30,
        beats_both: beatsNaive && beatsAvg30,
      },
    });
    for (const [basis, t] of byBasis) {
      emit({
        metric: 'mape_by_basis',
        value: round(mape(t) * 100, 2),
        unit: '%',
        fields: {
          basis,
          points: t.n,
          forecast_mape_pct: round(mape(t) * 100, 2),
          naive_last_value_mape_pct: round((t.naive / t.n) * 100, 2),
          avg_30_day_mape_pct: round((t.avg30 / t.n) * 100, 2),
        },
      });
    }
    const rows = buckets
      .map((b, i) => ({ from: BUCKETS[i] as number, to: Math.min(1, BUCKETS[i + 1] as number), ...b }))
      .filter((b) => b.n > 0);
    for (const b of rows) {
      emit({
        metric: 'calibration',
        value: round(mape(b) * 100, 2),
        unit: '%',
        fields: {
          confidence_from: b.from,
          confidence_to: b.to,
          points: b.n,
          mape_pct: round(mape(b) * 100, 2),
          naive_mape_pct: round((b.naive / b.n) * 100, 2),
        },
      });
    }
    // Calibrated: each bucket's error at most the error of the bucket below it (buckets of 30 points or more).
    const solid = rows.filter((b) => b.n >= 30);
    const monotone = solid.every((b, i) => i === 0 || mape(b) <= mape(solid[i - 1] as typeof b));
    emit({
      metric: 'calibration_monotone',
      value: monotone ? 1 : 0,
      unit: 'bool',
      fields: { buckets: solid.length, min_points_per_bucket: 30 },
    });
    emit({ metric: 'duration', value: round(performance.now() - started), unit: 'ms', fields: scale });
    log(
      `MAPE forecast ${(m.forecast * 100).toFixed(2)} % · naive ${(m.naive * 100).toFixed(2)} % · 30-day average ${(m.avg30 * 100).toFixed(2)} %: ${beatsNaive && beatsAvg30 ? 'the forecast beats both' : 'the forecast does NOT beat both'}; calibration ${monotone ? 'monotone' : 'NOT monotone'}`,
    );
    if (!(beatsNaive && beatsAvg30)) throw new Error('the forecast does not beat both baselines');
  },
};

export default bench;
