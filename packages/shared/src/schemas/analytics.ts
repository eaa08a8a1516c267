import { z } from 'zod';
import { EQUIPMENT_TYPES } from '../domain/equipment';
import { marketRef } from './market';

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;

/** GET /api/admin/analytics?days=7|30|90|365 */
export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_RANGES as readonly number[]).includes(d), {
      message: 'Choose 7, 30, 90 or 365 days',
    })
    .default(30),
});

export const adminAnalytics = z.object({
  days: z.number().int(),
  /** Per UTC day, oldest first, every day of the range (zeros included). */
  daily: z.array(
    z.object({
      date: z.string(),
      posted: z.number().int(),
      booked: z.number().int(),
      expiredUnbooked: z.number().int(),
    }),
  ),
  totals: z.object({
    posted: z.number().int(),
    booked: z.number().int(),
    expiredUnbooked: z.number().int(),
    /** Median minutes from posting to booking over loads booked in the range; null without bookings. */
    medianMinutesToBook: z.number().nullable(),
    /** Loads that expired unbooked ÷ loads posted in the range that have ended (booked, expired or cancelled). */
    ghostLoadRate: z.number().nullable(),
  }),
  /** Weekly average booked rate per mile by equipment, oldest first. */
  ratePerMile: z.array(
    z.object({
      weekStart: z.string(),
      equipment: z.enum(EQUIPMENT_TYPES),
      averageCents: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  topLanes: z.array(
    z.object({
      origin: marketRef,
      destination: marketRef,
      bookings: z.number().int(),
      averageCents: z.number().int(),
    }),
  ),
  /** Members who did something in the range (posted, booked, delivered or chatted). */
  activeMembers: z.object({ brokers: z.number().int(), truckers: z.number().int() }),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
