/**
 * Market transparency (issue 13): lane rates, broker fairness and ratings, in one place.
 *
 * A **market** is a 3-digit ZIP area: the first three digits of a ZIP code, which the USPS uses for
 * its sectional center facilities (e.g. 750 = the Dallas area, 770 = Houston). A **lane** is an
 * origin market → destination market pair, taken per load equipment. Lane rates come from booked
 * loads only (the agreed rate per mile of each booking), never from posted asks.
 */
export const MARKET_ZIP_DIGITS = 3;

/** The market of a 5-digit ZIP code ("75201" → "752"). */
export function marketOf(zip: string): string {
  const digits = zip.trim().slice(0, MARKET_ZIP_DIGITS);
  if (!/^\d{3}$/.test(digits)) throw new Error(`not a ZIP code: ${zip}`);
  return digits;
}

/** The windows lane rates are figured over, in days. */
export const LANE_RATE_WINDOWS = [7, 30, 90] as const;
export type LaneRateWindow = (typeof LANE_RATE_WINDOWS)[number];
/** The window load cards and the post-load form compare against. */
export const LANE_RATE_CARD_WINDOW: LaneRateWindow = 30;
/** The lane-rate history chart: the 30-day figure at the end of each of this many weeks. */
export const LANE_RATE_HISTORY_WEEKS = 26;

/**
 * The floor below which no lane figure is shown (like DAT RateView): a figure must rest on at least
 * this many bookings from at least this many different brokers in its window. These are the
 * defaults of the admin settings `laneRateMinBookings` and `laneRateMinBrokers`.
 */
export const LANE_RATE_FLOOR = { minBookings: 7, minBrokers: 3 } as const;

/** The text shown wherever a figure is under the floor. */
export const NOT_ENOUGH_DATA = 'Not enough data yet';

/**
 * Broker fairness: each broker's posted rates (loads posted in the last `windowDays`) against the
 * 90-day average of the load's lane, where that average clears the floor. The broker's standing is
 * the mean of (load rate per mile ÷ lane average − 1) over those loads:
 *  - "Fair payer" at or above 0 (at or above the lane averages);
 *  - "Below market" at or below −`belowMarketPercent`% (the admin setting, default 15);
 *  - no badge in between, and none with fewer than `minComparedLoads` comparable loads.
 */
export const FAIRNESS = {
  windowDays: 90,
  laneWindowDays: 90,
  belowMarketPercent: 15,
  minComparedLoads: 3,
} as const;
export const FAIRNESS_BADGES = ['fair_payer', 'below_market'] as const;
export type FairnessBadge = (typeof FAIRNESS_BADGES)[number];
export const FAIRNESS_BADGE_LABELS: Readonly<Record<FairnessBadge, string>> = {
  fair_payer: 'Fair payer',
  below_market: 'Below market',
};

/**
 * Two-way ratings: after the broker confirmed a delivery, each party rates the other once for that
 * booking (1–5 stars, optional comment). A rating can be given up to `rateWithinDays` after the
 * confirmation and edited for `editDays` after it was first given.
 */
export const RATING_RULES = {
  minStars: 1,
  maxStars: 5,
  commentMax: 1000,
  editDays: 7,
  rateWithinDays: 30,
  /** Averages compare the last `trendDays` with the `trendDays` before them. */
  trendDays: 30,
  /** Weekly averages shown on the ratings page. */
  historyWeeks: 12,
} as const;
