import {
  FAIRNESS,
  type BrokerFairness,
  type LaneRateFigures,
  type LaneRateWindow,
  type PlatformSettings,
} from '@haulclub/shared';

export interface Floor {
  minBookings: number;
  minBrokers: number;
}

/** The lane-rate floor now in force (admin settings). */
export const floorOf = (settings: PlatformSettings): Floor => ({
  minBookings: settings.laneRateMinBookings,
  minBrokers: settings.laneRateMinBrokers,
});

/** Whether a figure resting on these counts may be shown. */
export const clearsFloor = (counts: { bookings: number; brokers: number }, floor: Floor) =>
  counts.bookings >= floor.minBookings && counts.brokers >= floor.minBrokers;

interface RawFigures {
  bookings: number;
  brokers: number;
  averageCents: number | null;
  medianCents: number | null;
  p25Cents: number | null;
  p75Cents: number | null;
}

/** A window's figures with the floor applied: under it, only the counts. */
export function figuresOf(
  windowDays: LaneRateWindow,
  raw: RawFigures | undefined,
  floor: Floor,
): LaneRateFigures {
  const counts = { bookings: raw?.bookings ?? 0, brokers: raw?.brokers ?? 0 };
  const enoughData = Boolean(raw) && clearsFloor(counts, floor);
  return {
    windowDays,
    ...counts,
    enoughData,
    averageCents: enoughData ? (raw?.averageCents ?? null) : null,
    medianCents: enoughData ? (raw?.medianCents ?? null) : null,
    p25Cents: enoughData ? (raw?.p25Cents ?? null) : null,
    p75Cents: enoughData ? (raw?.p75Cents ?? null) : null,
  };
}

/** (rate per mile ÷ average − 1) in whole percent, negative below the average. */
export const diffPercentOf = (ratePerMileCents: number, averageCents: number) =>
  Math.round(100 * (ratePerMileCents / averageCents - 1));

/**
 * A broker's standing from their stored comparison (FAIRNESS in packages/shared): none under
 * FAIRNESS.minComparedLoads; "fair_payer" at or above the lane averages; "below_market" at or below
 * −fairnessBelowMarketPercent% (the admin setting); none in between.
 */
export function fairnessOf(
  row: { comparedLoads: number; averageDiffBp: number | null } | undefined,
  settings: PlatformSettings,
): BrokerFairness {
  const comparedLoads = row?.comparedLoads ?? 0;
  const bp = row?.averageDiffBp ?? null;
  if (bp === null || comparedLoads < FAIRNESS.minComparedLoads) {
    return { badge: null, enoughData: false, comparedLoads, averageDiffPercent: null };
  }
  const badge =
    bp >= 0 ? 'fair_payer' : bp <= -settings.fairnessBelowMarketPercent * 100 ? 'below_market' : null;
  return { badge, enoughData: true, comparedLoads, averageDiffPercent: Math.round(bp / 100) };
}
