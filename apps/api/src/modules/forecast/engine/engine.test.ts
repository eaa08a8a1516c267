import { describe, expect, it } from 'vitest';
import {
  backtestLane,
  chooseLevel,
  confidenceOf,
  dayNumber,
  fitRateModel,
  forecastRate,
  laneRatio,
  localDays,
  startOfLocalDay,
  weekdayOf,
  type RateSample,
} from './index';

const DAY = 86_400_000;
// A Thursday noon in Chicago (18:00 UTC in standard time).
const NOW = new Date('2026-01-15T18:00:00Z');
const FLOOR = { minBookings: 7, minBrokers: 3 };
const BROKERS = ['b1', 'b2', 'b3', 'b4', 'b5'];

/** A deterministic pseudo-random generator (mulberry32), so the tests never flake. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function gaussian(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

/** Bookings at noon Chicago on each of `days` days before NOW, `perDay` a day, rate = f(daysAgo, weekday). */
function history(
  days: number,
  rate: (daysAgo: number, weekday: number) => number,
  o: { perDay?: number; noise?: number; seed?: number; brokers?: readonly string[] } = {},
): RateSample[] {
  const rnd = random(o.seed ?? 1);
  const brokers = o.brokers ?? BROKERS;
  const out: RateSample[] = [];
  for (let ago = days; ago >= 1; ago--) {
    const at = new Date(NOW.getTime() - ago * DAY);
    const wd = weekdayOf(Math.floor(localDays(at)));
    for (let k = 0; k < (o.perDay ?? 1); k++) {
      out.push({
        bookedAt: at,
        ratePerMileCents: Math.round(rate(ago, wd) * (1 + (o.noise ?? 0) * gaussian(rnd))),
        brokerId: brokers[out.length % brokers.length] as string,
      });
    }
  }
  return out;
}

const lane = (samples: RateSample[]) => [{ basis: 'lane' as const, samples }];

describe('the rate model', () => {
  it('follows a trend instead of lagging behind it like an average', () => {
    // Rising 1 ¢/mi a day: 300 today, 210 ninety days ago.
    const samples = history(90, (ago) => 300 - ago);
    const model = fitRateModel(samples, NOW);
    expect(model).not.toBeNull();
    const tomorrow = Math.floor(localDays(NOW)) + 1;
    const forecast = model!.rateOnDay(tomorrow);
    const plainMean = samples.reduce((s, x) => s + x.ratePerMileCents, 0) / samples.length;
    expect(plainMean).toBeLessThan(260);
    expect(forecast).toBeGreaterThan(290);
    expect(forecast).toBeLessThan(310);
    expect(model!.slopePerDay).toBeGreaterThan(0.6);
  });

  it('weights recent bookings more (half-life): a step up a week ago moves the forecast most of the way', () => {
    const samples = history(120, (ago) => (ago <= 7 ? 400 : 300));
    const model = fitRateModel(samples, NOW)!;
    const flat = fitRateModel(samples, NOW, { halfLifeDays: 10_000 })!;
    const day = Math.floor(localDays(NOW)) + 1;
    expect(model.rateOnDay(day)).toBeGreaterThan(flat.rateOnDay(day));
    expect(model.rateOnDay(day)).toBeGreaterThan(330);
  });

  it('learns a weekday effect: Fridays pay 20 % more and the forecast for a Friday shows it', () => {
    const samples = history(140, (_ago, wd) => (wd === 5 ? 360 : 300), { perDay: 2 });
    const model = fitRateModel(samples, NOW)!;
    const today = Math.floor(localDays(NOW));
    const friday = today + ((5 - weekdayOf(today) + 7) % 7 || 7);
    const monday = today + ((1 - weekdayOf(today) + 7) % 7 || 7);
    expect(weekdayOf(friday)).toBe(5);
    expect(model.rateOnDay(friday) / model.rateOnDay(monday)).toBeGreaterThan(1.15);
    expect(model.rateOnDay(monday)).toBeGreaterThan(290);
    expect(model.rateOnDay(monday)).toBeLessThan(310);
  });

  it('shrinks a weekday multiplier toward 1 when that weekday has only one booking', () => {
    const samples = history(30, () => 300).filter((s) => weekdayOf(Math.floor(localDays(s.bookedAt))) !== 2);
    const tuesday = samples.find((s) => weekdayOf(Math.floor(localDays(s.bookedAt))) === 1)!;
    samples.push({ ...tuesday, bookedAt: new Date(tuesday.bookedAt.getTime() + DAY), ratePerMileCents: 600 });
    const model = fitRateModel(samples, NOW)!;
    expect(model.weekday[2]).toBeGreaterThan(1);
    expect(model.weekday[2]).toBeLessThan(1.6); // the raw ratio is 2
  });

  it('averages a range over its days (a week is the mean of its weekdays)', () => {
    const model = fitRateModel(
      history(140, (_a, wd) => (wd === 5 ? 360 : 300)),
      NOW,
    )!;
    const start = Math.floor(localDays(NOW)) + 7;
    let sum = 0;
    for (let d = start; d < start + 7; d++) sum += model.rateOnDay(d);
    const iso = (d: number) => new Date(d * DAY).toISOString().slice(0, 10);
    expect(model.rateOver(iso(start), iso(start + 6))).toBeCloseTo(sum / 7, 6);
    expect(dayNumber(iso(start))).toBe(start);
  });

  it('ignores bookings after now and returns null with no history', () => {
    expect(fitRateModel([], NOW)).toBeNull();
    expect(
      fitRateModel([{ bookedAt: new Date(NOW.getTime() + DAY), ratePerMileCents: 300, brokerId: 'b1' }], NOW),
    ).toBeNull();
  });

  it('knows Chicago days across daylight time', () => {
    // 2026-07-01 04:30 UTC is 23:30 on June 30 in Chicago (CDT, −5 h).
    expect(new Date(Math.floor(localDays(new Date('2026-07-01T04:30:00Z'))) * DAY).toISOString()).toMatch(
      /^2026-06-30/,
    );
    expect(startOfLocalDay(dayNumber('2026-07-01')).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(startOfLocalDay(dayNumber('2026-01-15')).toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });
});

describe('the backtest and the confidence', () => {
  it('backtests each held-out week from the bookings before it', () => {
    const clean = backtestLane(
      history(120, () => 300),
      NOW,
    );
    expect(clean.points).toBeGreaterThan(40);
    expect(clean.mape).toBeLessThan(0.005);
    expect(
      backtestLane(
        history(2, () => 300),
        NOW,
      ),
    ).toEqual({ mape: null, points: 0 });
  });

  it('falls as the noise rises, on the same lane and volume', () => {
    const scores = [0.02, 0.08, 0.2].map(
      (noise) =>
        forecastRate({
          levels: lane(history(180, () => 300, { noise, perDay: 2, seed: 7 })),
          startDate: '2026-01-20',
          endDate: '2026-01-26',
          now: NOW,
          floor: FLOOR,
        }).confidence,
    );
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[2]!);
    expect(scores[0]).toBeGreaterThanOrEqual(0.8);
  });

  it('is at most 0.5 under the floor (too few bookings, or too few brokers), rounded to 2 decimals', () => {
    const few = forecastRate({
      levels: lane(history(6, () => 300)),
      startDate: '2026-01-20',
      endDate: '2026-01-20',
      now: NOW,
      floor: FLOOR,
    });
    expect(few.basis).toBe('lane');
    expect(few.laneBookings).toBe(6);
    expect(few.confidence).toBeLessThanOrEqual(0.5);
    const twoBrokers = forecastRate({
      levels: lane(history(120, () => 300, { brokers: ['b1', 'b2'] })),
      startDate: '2026-01-20',
      endDate: '2026-01-20',
      now: NOW,
      floor: FLOOR,
    });
    expect(twoBrokers.laneBrokers).toBe(2);
    expect(twoBrokers.confidence).toBe(0.5);
    const rich = forecastRate({
      levels: lane(history(120, () => 300)),
      startDate: '2026-01-20',
      endDate: '2026-01-20',
      now: NOW,
      floor: FLOOR,
    });
    expect(rich.confidence).toBeGreaterThan(0.5);
    expect(Math.round(rich.confidence * 100)).toBe(rich.confidence * 100);
  });

  it('falls back to the market, then the nation, then none; a fallback is trusted less', () => {
    const thin = history(3, () => 310, { brokers: ['b1'] });
    const market = history(90, () => 300, { seed: 3 });
    const national = history(90, () => 250, { seed: 4 });
    const input = (levels: Parameters<typeof forecastRate>[0]['levels']) =>
      forecastRate({ levels, startDate: '2026-01-20', endDate: '2026-01-26', now: NOW, floor: FLOOR });
    const all = [
      { basis: 'lane' as const, samples: thin },
      { basis: 'market' as const, samples: market },
      { basis: 'national' as const, samples: national },
    ];
    const viaMarket = input(all);
    expect(viaMarket.basis).toBe('market');
    expect(viaMarket.rateCents).toBeGreaterThan(300);
    expect(viaMarket.rateCents).toBeLessThan(310);
    expect(viaMarket.laneBookings).toBe(3);
    const viaNation = input([all[0]!, { basis: 'market', samples: [] }, all[2]!]);
    expect(viaNation.basis).toBe('national');
    // The nation's $2.50, moved toward the lane's own three bookings at $3.10 by 3 / (3 + 4) in log terms.
    expect(viaNation.rateCents).toBeGreaterThan(268);
    expect(viaNation.rateCents).toBeLessThan(280);
    expect(viaNation.confidence).toBeLessThan(viaMarket.confidence);
    const asLane = input(lane(market));
    expect(viaMarket.confidence).toBeLessThan(asLane.confidence);
    // All thin: the most specific history there is.
    expect(input([all[0]!, { basis: 'market', samples: [] }, { basis: 'national', samples: [] }]).basis).toBe(
      'lane',
    );
    expect(chooseLevel([{ basis: 'lane', samples: [] }], FLOOR)).toBeNull();
    expect(
      input([
        { basis: 'lane', samples: [] },
        { basis: 'national', samples: [] },
      ]),
    ).toEqual({
      rateCents: null,
      confidence: 0,
      basis: 'none',
      laneBookings: 0,
      laneBrokers: 0,
      backtestMape: null,
    });
  });

  it("shifts a wider forecast by the lane's own recent bookings only", () => {
    const model = fitRateModel(
      history(90, () => 300),
      NOW,
    )!;
    expect(laneRatio([], model, NOW)).toBe(1);
    const old = history(200, () => 450).filter((s) => s.bookedAt.getTime() < NOW.getTime() - 100 * DAY);
    expect(laneRatio(old, model, NOW)).toBe(1);
    // Six recent bookings 10 % above: 1.1^(6/10).
    const recent = history(6, () => 330);
    expect(laneRatio(recent, model, NOW)).toBeCloseTo(Math.pow(1.1, 0.6), 2);
  });

  it('scores a lower expected error higher, whatever the volume', () => {
    const base = {
      basis: 'lane' as const,
      samples: 60,
      effectiveBrokers: 4,
      effectiveSamples: 30,
      backtestPoints: 20,
      underFloor: false,
    };
    const good = confidenceOf({ ...base, cv: 0.04, backtestMape: 0.03 });
    const fair = confidenceOf({ ...base, cv: 0.1, backtestMape: 0.08 });
    const poor = confidenceOf({ ...base, cv: 0.25, backtestMape: 0.2 });
    expect(good).toBeGreaterThan(fair);
    expect(fair).toBeGreaterThan(poor);
    expect(confidenceOf({ ...base, cv: 0.04, backtestMape: 0.03, effectiveBrokers: 1 })).toBeLessThan(good);
    expect(confidenceOf({ ...base, cv: 0.04, backtestMape: 0.03, samples: 8 })).toBeLessThan(good);
  });
});
