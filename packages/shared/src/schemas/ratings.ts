import { z } from 'zod';
import { RATING_RULES } from '../domain/market';
import { isoDateTime, optionalText } from './formats';

/** PUT /api/bookings/:id/rating: give or change one's rating of the other party of a booking. */
export const ratingInput = z.object({
  stars: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(RATING_RULES.minStars, 'Choose 1 to 5 stars')
    .max(RATING_RULES.maxStars, 'Choose 1 to 5 stars'),
  comment: optionalText('Comment', RATING_RULES.commentMax),
});
export type RatingInput = z.input<typeof ratingInput>;

export const RATER_ROLES = ['trucker', 'broker'] as const;

export const ratingView = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  loadNumber: z.number().int(),
  /** "Dallas, TX → Houston, TX" */
  lane: z.string(),
  raterRole: z.enum(RATER_ROLES),
  rater: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
  ratee: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Until when the rater may still change it. */
  editableUntil: isoDateTime,
});
export type RatingView = z.infer<typeof ratingView>;

/**
 * The caller's rating state on one booking, carried by every bookingView (lists show "Rate broker" or
 * "Rated ★4" without a request per booking). `editableUntil` is the last moment the caller may give
 * (no rating yet) or change (rated) their rating; null when they cannot rate this booking at all.
 */
export const bookingRatingState = z.object({
  /** The caller's stars for the other party, null until given. */
  mine: z.number().int().nullable(),
  /** The other party's stars for the caller, null until given. */
  theirs: z.number().int().nullable(),
  canRate: z.boolean(),
  editableUntil: isoDateTime.nullable(),
});
export type BookingRatingState = z.infer<typeof bookingRatingState>;

/** GET /api/bookings/:id/ratings: both sides of one booking, and whether the caller may rate now. */
export const bookingRatings = z.object({
  mine: ratingView.nullable(),
  theirs: ratingView.nullable(),
  canRate: z.boolean(),
  /** Why not, when canRate is false (e.g. "You can rate once the broker has confirmed delivery"). */
  reason: z.string().nullable(),
  /** The last moment a first rating can be given, once delivery is confirmed. */
  rateBy: isoDateTime.nullable(),
});
export type BookingRatings = z.infer<typeof bookingRatings>;

/**
 * A member's received ratings in figures. `average` is to one decimal; `change` is the average of
 * the last 30 days minus that of the 30 days before (null unless both have ratings).
 */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  last30Average: z.number().nullable(),
  last30Count: z.number().int(),
  previous30Average: z.number().nullable(),
  previous30Count: z.number().int(),
  change: z.number().nullable(),
  /** Count per star, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(5),
  weekly: z.array(
    z.object({ weekStart: z.string(), average: z.number().nullable(), count: z.number().int() }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** GET /api/ratings/received (the caller's) and GET /api/members/:id/ratings (a member's, for profiles). */
export const receivedRatingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const receivedRatings = z.object({
  summary: ratingSummary,
  ratings: z.array(ratingView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReceivedRatings = z.infer<typeof receivedRatings>;

/** Live: `rating.updated` to the ratee's and the rater's `user:<id>` topic, data = the ratingView. */
export const RATING_EVENTS = { updated: 'rating.updated' } as const;
