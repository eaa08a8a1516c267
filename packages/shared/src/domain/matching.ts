import type { EquipmentType } from './equipment';

/**
 * Load matching: the weights of the match score, in one place. A (trucker, load) pair that passes
 * the hard filters (the truck can haul the load's equipment, the pickup is within the trucker's max
 * radius of where the truck is, the pickup window meets the trucker's availability) scores
 * `sum(weight × factor)` rounded, each factor in [0, 1], so the score is 0–100.
 */
export const MATCH_FACTORS = ['deadhead', 'rate', 'lane', 'timing', 'fit'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/** Points each factor is worth; they add up to 100. */
export const MATCH_WEIGHTS: Readonly<Record<MatchFactor, number>> = {
  /** 1 at zero deadhead, 0 at the max radius (linear). */
  deadhead: 30,
  /** Rate per mile against the trucker's minimum: 0 at 80% of it, 0.6 at it, 1 at 120% or more. */
  rate: 25,
  /** Preferred-lane fit: 1 when both ends fit one lane, 0.5 for one end, 0 for none. */
  lane: 20,
  /** Pickup timing: 1 when the pickup window opens within 2 hours of the truck being free, 0 after 48. */
  timing: 15,
  /** Load weight and length against what the equipment carries: 1 up to 80%, 0.5 at 100%, 0 over it. */
  fit: 10,
};

/** Tuning constants of the factors (read by the SQL and by the reasons shown to truckers). */
export const MATCH_TUNING = {
  /** Rate factor: ratio of the load's rate per mile to the minimum that scores 0 and 1. */
  rateRatioFloor: 0.8,
  rateRatioFull: 1.2,
  /** Rate factor at exactly the minimum. */
  rateAtMinimum: 0.6,
  /** Rate factor when the trucker has no minimum. */
  rateNoMinimum: 0.6,
  /** Lane factor when the trucker has no preferred lanes (neither rewarded nor punished much). */
  laneNoLanes: 0.4,
  /** A "City, ST" or ZIP lane end fits a point within this many miles. */
  laneEndRadiusMiles: 50,
  /** Timing factor: full within this many hours of the truck being free, 0 after `timingZeroHours`. */
  timingFullHours: 2,
  timingZeroHours: 48,
  /** Fit factor: full up to this share of the equipment's capacity, `fitAtCapacity` at 100%, 0 above. */
  fitFullShare: 0.8,
  fitAtCapacity: 0.5,
} as const;

/** What a load on each equipment may weigh and measure (legal, typical US trailers). */
export const EQUIPMENT_CAPACITY: Readonly<
  Record<EquipmentType, { maxWeightLbs: number; maxLengthFt: number }>
> = {
  Hotshot: { maxWeightLbs: 16_500, maxLengthFt: 40 },
  'Power Only': { maxWeightLbs: 45_000, maxLengthFt: 53 },
  Flatbed: { maxWeightLbs: 48_000, maxLengthFt: 48 },
  'Dry Van': { maxWeightLbs: 45_000, maxLengthFt: 53 },
  'Step Deck': { maxWeightLbs: 48_000, maxLengthFt: 53 },
  RGN: { maxWeightLbs: 150_000, maxLengthFt: 53 },
  Reefer: { maxWeightLbs: 43_500, maxLengthFt: 53 },
};

/** Alerts: the default score a load must reach to alert a trucker, and the email choices. */
export const DEFAULT_ALERT_THRESHOLD = 70;
export const ALERT_THRESHOLD_BOUNDS = { min: 1, max: 100 } as const;
export const ALERT_EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type AlertEmailMode = (typeof ALERT_EMAIL_MODES)[number];
/** Digest emails collect the alerts of this many minutes. */
export const ALERT_DIGEST_MINUTES = 15;

/** Days of the week as stored: 0 = Sunday … 6 = Saturday (PostgreSQL `extract(dow …)`). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** A day in minutes: availability and quiet hours are minutes of the day in the trucker's time zone. */
export const MINUTES_PER_DAY = 1440;

/** Lane ends: a place ("City, ST" or a ZIP), a whole state, or anywhere. */
export const LANE_END_KINDS = ['place', 'state', 'anywhere'] as const;
export type LaneEndKind = (typeof LANE_END_KINDS)[number];

/** The effective status of an alerted load as an inbox shows it. */
export const ALERT_LOAD_STATUSES = ['active', 'booked', 'expired', 'cancelled'] as const;
export type AlertLoadStatus = (typeof ALERT_LOAD_STATUSES)[number];

/** How many top-ranked matches the matching bench counts as a hit ("in the top 10"). */
export const MATCH_TOP_N = 10;
