import type { AdminAnalytics } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { marketRef } from '../../market/index';
import {
  activeMembers,
  bookingSpeedAndGhosts,
  dailyCounts,
  topLanes,
  weeklyRates,
} from '../repository/analytics-queries';

/** How many lanes the top-lanes list shows. */
export const TOP_LANES = 10;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * GET /api/admin/analytics: the marketplace over the last `days` UTC days (today included), in one
 * read-only transaction so every figure sees the same moment.
 */
export async function getAdminAnalytics(db: DbExecutor, days: number): Promise<AdminAnalytics> {
  return db.transaction(
    async (tx) => {
      const daily = await dailyCounts(tx, days);
      const speed = await bookingSpeedAndGhosts(tx, days);
      const ratePerMile = await weeklyRates(tx, days);
      const lanes = await topLanes(tx, days, TOP_LANES);
      const members = await activeMembers(tx, days);
      const sum = (key: 'posted' | 'booked' | 'expiredUnbooked') => daily.reduce((s, d) => s + d[key], 0);
      return {
        days,
        daily,
        totals: {
          posted: sum('posted'),
          booked: sum('booked'),
          expiredUnbooked: sum('expiredUnbooked'),
          medianMinutesToBook: speed.medianMinutes === null ? null : round(speed.medianMinutes, 1),
          ghostLoadRate: speed.ended === 0 ? null : round(speed.ghosts / speed.ended, 4),
        },
        ratePerMile,
        topLanes: lanes.map((l) => ({
          origin: marketRef(l.origin),
          destination: marketRef(l.destination),
          bookings: l.bookings,
          averageCents: l.averageCents,
        })),
        activeMembers: members,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
