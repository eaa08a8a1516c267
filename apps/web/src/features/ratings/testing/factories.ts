import type { RatingSummary, RatingView, ReceivedRatings } from '@haulclub/shared';

/** Test factories of the ratings API's answers, with overrides. Tests only. */

let sequence = 0;

export function createRating(overrides: Partial<RatingView> = {}): RatingView {
  sequence += 1;
  return {
    id: `a0000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    loadNumber: 1042,
    lane: 'Dallas, TX → Houston, TX',
    raterRole: 'trucker',
    rater: { id: '00000000-0000-4000-8000-000000000002', name: 'Ray Hauler', companyName: 'Ray Hauling' },
    ratee: {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Dana Broker',
      companyName: 'Lone Star Freight LLC',
    },
    stars: 4,
    comment: 'Paid on time, clear instructions.',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    editableUntil: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function createSummary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    average: null,
    count: 0,
    last30Average: null,
    last30Count: 0,
    previous30Average: null,
    previous30Count: 0,
    change: null,
    distribution: [0, 0, 0, 0, 0],
    weekly: Array.from({ length: 12 }, (_, index) => ({
      weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
      average: null,
      count: 0,
    })),
    ...overrides,
  };
}

export function receivedRatings(
  ratings: RatingView[],
  summary: RatingSummary = createSummary(),
  overrides: Partial<ReceivedRatings> = {},
): ReceivedRatings {
  return { summary, ratings, total: ratings.length, page: 1, pageSize: 20, ...overrides };
}
