import type { AdminAnalytics } from '@haulclub/shared';

/** Every UTC day of the `days` days ending 2030-05-31, zeros throughout (the API sends every day). */
export function emptyDays(days: number): AdminAnalytics['daily'] {
  const end = Date.UTC(2030, 4, 31);
  return Array.from({ length: days }, (_, index) => ({
    date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    posted: 0,
    booked: 0,
    expiredUnbooked: 0,
  }));
}

/** An analytics answer with nothing in it: no loads, no bookings, no members active. */
export function createEmptyAnalytics(days = 30): AdminAnalytics {
  return {
    days,
    daily: emptyDays(days),
    totals: { posted: 0, booked: 0, expiredUnbooked: 0, medianMinutesToBook: null, ghostLoadRate: null },
    ratePerMile: [],
    topLanes: [],
    activeMembers: { brokers: 0, truckers: 0 },
  };
}

export function createAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  const days = overrides.days ?? 30;
  // Only the last day had loads.
  const daily = emptyDays(days).map((day, index) =>
    index === days - 1 ? { ...day, posted: 12, booked: 9, expiredUnbooked: 1 } : day,
  );
  return {
    ...createEmptyAnalytics(days),
    daily,
    totals: { posted: 1234, booked: 987, expiredUnbooked: 31, medianMinutesToBook: 42, ghostLoadRate: 0.031 },
    ratePerMile: [
      { weekStart: '2030-05-20', equipment: 'Dry Van', averageCents: 285, bookings: 40 },
      { weekStart: '2030-05-20', equipment: 'Flatbed', averageCents: 312, bookings: 12 },
      { weekStart: '2030-05-27', equipment: 'Dry Van', averageCents: 291, bookings: 38 },
    ],
    topLanes: [
      {
        origin: { market: '750', label: 'Dallas, TX area (750)' },
        destination: { market: '770', label: 'Houston, TX area (770)' },
        bookings: 64,
        averageCents: 305,
      },
    ],
    activeMembers: { brokers: 17, truckers: 256 },
    ...overrides,
  };
}
