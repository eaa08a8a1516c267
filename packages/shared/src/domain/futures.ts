import type { EquipmentType, FuturesTruckType } from './equipment';
import { MAX_LOAD_MILES } from './freight';

/**
 * Freight futures and rate futures (issue 14, ADR 0018). A freight future is a verified broker's
 * forward commitment of freight on a lane over a date range at a rate per mile; a rate future
 * (the spec's precommitment) is a forward rate for a lane that expires at a set time. Either is
 * locked by exactly one trucker, which makes a pending contract that follows the contract and
 * escrow flow (ADR 15).
 */

/** open → locked (one trucker) | withdrawn (the broker) | expired (its end date, or expires_at, passed). */
export const FUTURE_STATUSES = ['open', 'locked', 'withdrawn', 'expired'] as const;
export type FutureStatus = (typeof FUTURE_STATUSES)[number];

export const PRECOMMITMENT_STATUSES = ['open', 'locked', 'withdrawn', 'expired'] as const;
export type PrecommitmentStatus = (typeof PRECOMMITMENT_STATUSES)[number];

/** Spec labels of the futures truck types. */
export const FUTURES_TRUCK_TYPE_LABELS: Record<FuturesTruckType, string> = {
  dry_van: 'Dry Van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  step_deck: 'Step Deck',
};

/** The load equipment a futures truck type is (the equipment catalogue prices and hauls by it). */
export const FUTURES_EQUIPMENT: Record<FuturesTruckType, EquipmentType> = {
  dry_van: 'Dry Van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  step_deck: 'Step Deck',
};

/**
 * Calendar dates of futures (start_date, end_date, yyyy-MM-dd) are days in this zone: "start in the
 * past" means before today here, and a future expires after its end date here.
 */
export const FUTURES_TIME_ZONE = 'America/Chicago';

/** Today's date (yyyy-MM-dd) in FUTURES_TIME_ZONE, the zone futures' dates are days of. */
export function futuresToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: FUTURES_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Bounds the server enforces on futures and rate futures (400 naming the field beyond them). */
export const FUTURES_LIMITS = {
  /** Lanes under 400 miles (the club's promise): estimated road miles between the two ends. */
  maxLaneMiles: MAX_LOAD_MILES,
  /** $50.00 a mile. */
  maxRatePerMileCents: 5_000,
  maxEstimatedMiles: 100_000,
  /** How far ahead a future may start, and how long it may run. */
  maxStartDaysAhead: 365,
  maxSpanDays: 366,
  /** A rate future expires between 5 minutes and 14 days after it is posted. */
  minPrecommitmentMinutes: 5,
  maxPrecommitmentHours: 14 * 24,
  laneText: 120,
} as const;

/** The spec's confidence colours: green at 0.8 or more, yellow at 0.6 or more, red below. */
export const CONFIDENCE_THRESHOLDS = { green: 0.8, yellow: 0.6 } as const;
export type ConfidenceColour = 'green' | 'yellow' | 'red';
export function confidenceColour(score: number): ConfidenceColour {
  if (score >= CONFIDENCE_THRESHOLDS.green) return 'green';
  if (score >= CONFIDENCE_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

export const MARKET_DEMAND_LEVELS = ['high', 'medium', 'low'] as const;
export type MarketDemand = (typeof MARKET_DEMAND_LEVELS)[number];

/**
 * Market demand near a lane's origin: loads posted within `radiusMiles` of it over the last
 * `windowDays` ÷ truckers whose current location or home base is within `radiusMiles`. The one
 * place the thresholds live.
 */
export const MARKET_DEMAND_RULES = {
  radiusMiles: 100,
  windowDays: 14,
  /** Loads per trucker at or above which demand is high. */
  highAtLeast: 3,
  /** …and medium; below it, low. */
  mediumAtLeast: 1,
} as const;

/** loads ÷ truckers → the level (no truckers near and any loads: high; nothing at all: low). */
export function marketDemandOf(loads: number, truckers: number): MarketDemand {
  if (truckers <= 0) return loads > 0 ? 'high' : 'low';
  const ratio = loads / truckers;
  if (ratio >= MARKET_DEMAND_RULES.highAtLeast) return 'high';
  if (ratio >= MARKET_DEMAND_RULES.mediumAtLeast) return 'medium';
  return 'low';
}

/** Where a forecast's history came from: the lane, the wider markets (origin area to destination area), or the equipment nationally. */
export const FORECAST_BASES = ['lane', 'market', 'national', 'none'] as const;
export type ForecastBasis = (typeof FORECAST_BASES)[number];

/**
 * The forecast's tunables (docs/forecast.md). Confidence is at most `capUnderFloor` when the lane's
 * history is under the lane-rate floor (7 bookings from 3 brokers by default).
 */
export const FORECAST_RULES = {
  /** History read for a forecast. */
  historyDays: 365,
  /** Recency weighting: a booking's weight halves every this many days. */
  halfLifeDays: 28,
  capUnderFloor: 0.5,
} as const;
