import { z } from 'zod';
import { EQUIPMENT_TYPES } from '../domain/equipment';
import { FAIRNESS_BADGES, LANE_RATE_WINDOWS } from '../domain/market';
import { isoDateTime, requiredText } from './formats';
import { ratingSummary } from './ratings';

/**
 * Lane rates and broker fairness (issue 13). Every figure is in integer cents per mile. A figure
 * under the floor (admin settings `laneRateMinBookings` / `laneRateMinBrokers`) is sent as null with
 * `enoughData: false` and the counts, so the UI says "Not enough data yet" and never shows a number
 * that does not exist.
 */
export const laneRateWindow = z.union(LANE_RATE_WINDOWS.map((w) => z.literal(w)));

export const laneRateFigures = z.object({
  windowDays: laneRateWindow,
  /** Bookings and distinct brokers behind the figure (shown even under the floor). */
  bookings: z.number().int(),
  brokers: z.number().int(),
  enoughData: z.boolean(),
  averageCents: z.number().int().nullable(),
  medianCents: z.number().int().nullable(),
  /** The middle 50%: 25th and 75th percentile. */
  p25Cents: z.number().int().nullable(),
  p75Cents: z.number().int().nullable(),
});
export type LaneRateFigures = z.infer<typeof laneRateFigures>;

/** A market (3-digit ZIP area) with a readable name, e.g. { market: "750", label: "Dallas, TX area (750)" }. */
export const marketRef = z.object({ market: z.string().regex(/^\d{3}$/), label: z.string() });
export type MarketRef = z.infer<typeof marketRef>;

/**
 * The lane comparison on a load card and detail (and in the post-load form): the load's rate per
 * mile against the 30-day lane average. `diffPercent` is rounded, negative when below the average
 * ("8% below the 30-day lane average"); null without enough data.
 */
export const loadLaneRate = z.object({
  origin: marketRef,
  destination: marketRef,
  windowDays: laneRateWindow,
  bookings: z.number().int(),
  brokers: z.number().int(),
  enoughData: z.boolean(),
  averageCents: z.number().int().nullable(),
  diffPercent: z.number().int().nullable(),
});
export type LoadLaneRate = z.infer<typeof loadLaneRate>;

/** GET /api/lane-rates: a lane typed as "City, ST" or a ZIP at each end, optionally one equipment. */
export const laneRatesQuery = z.object({
  origin: requiredText('Origin', 120),
  destination: requiredText('Destination', 120),
  equipment: z.enum(EQUIPMENT_TYPES, { error: 'Unknown equipment type' }).optional(),
});
export type LaneRatesQuery = z.infer<typeof laneRatesQuery>;

export const laneRateHistoryPoint = z.object({
  /** Monday of the week (yyyy-MM-dd); the figure is the 30-day window ending that week. */
  weekStart: z.string(),
  bookings: z.number().int(),
  brokers: z.number().int(),
  averageCents: z.number().int().nullable(),
  medianCents: z.number().int().nullable(),
});

export const laneRatesResponse = z.object({
  origin: marketRef,
  destination: marketRef,
  /** One entry per equipment (all of them, or the one asked for). */
  equipment: z.array(
    z.object({
      equipment: z.enum(EQUIPMENT_TYPES),
      windows: z.array(laneRateFigures),
      history: z.array(laneRateHistoryPoint),
    }),
  ),
  floor: z.object({ minBookings: z.number().int(), minBrokers: z.number().int() }),
});
export type LaneRatesResponse = z.infer<typeof laneRatesResponse>;

/** A broker's standing against their lanes (null badge: neither, or not enough data). */
export const brokerFairness = z.object({
  badge: z.enum(FAIRNESS_BADGES).nullable(),
  enoughData: z.boolean(),
  /** Loads of the last 90 days whose lane had a 90-day average to compare with. */
  comparedLoads: z.number().int(),
  /** Mean of (rate per mile ÷ lane average − 1), in whole percent; null without enough data. */
  averageDiffPercent: z.number().int().nullable(),
});
export type BrokerFairness = z.infer<typeof brokerFairness>;

/** GET /api/broker/fairness: the broker's own standing and the loads that pulled it down (lowest first). */
export const brokerFairnessDetail = z.object({
  fairness: brokerFairness,
  belowMarketPercent: z.number().int(),
  loads: z.array(
    z.object({
      loadId: z.uuid(),
      number: z.number().int(),
      equipment: z.enum(EQUIPMENT_TYPES),
      origin: marketRef,
      destination: marketRef,
      postedAt: isoDateTime,
      ratePerMileCents: z.number().int(),
      laneAverageCents: z.number().int(),
      diffPercent: z.number().int(),
    }),
  ),
});
export type BrokerFairnessDetail = z.infer<typeof brokerFairnessDetail>;

/** GET /api/brokers/:id: a broker's public profile for members (an unknown or non-broker id is 404). */
export const brokerProfile = z.object({
  id: z.uuid(),
  companyName: z.string(),
  mcNumber: z.string(),
  memberSince: isoDateTime,
  verified: z.boolean(),
  fairness: brokerFairness,
  rating: ratingSummary,
  /** Loads the broker posted, and of those how many were booked, in the last 90 days. */
  loadsPosted90Days: z.number().int(),
  loadsBooked90Days: z.number().int(),
  /** The broker's most posted lanes of the last 90 days, with the lane's 90-day figures (floor applied). */
  topLanes: z.array(
    z.object({
      origin: marketRef,
      destination: marketRef,
      equipment: z.enum(EQUIPMENT_TYPES),
      loads: z.number().int(),
      /** The broker's average posted rate per mile on the lane. */
      averageRatePerMileCents: z.number().int(),
      lane: laneRateFigures,
    }),
  ),
});
export type BrokerProfile = z.infer<typeof brokerProfile>;
