import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingView, ReceivedRatings } from '@haulclub/shared';
import { ratingSummaryOf } from '../src/modules/ratings/index';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { callApi } from './helpers/contracts';
import { createBooking, createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let truckers: TestAccount[];
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  admin = await createAdminAccount(t);
  truckers = await Promise.all([createTrucker(t), createTrucker(t), createTrucker(t)]);
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;

/**
 * A rating of `ratee` given `daysAgo` days ago on a booking confirmed just before (stored directly: the
 * rules that guard giving one have their own tests in ratings-rules.test.ts).
 */
async function givenRating(rater: TestAccount, ratee: TestAccount, stars: number, daysAgo: number) {
  const truckerRates = truckers.some((tr) => tr.userId === rater.userId);
  const trucker = truckerRates ? rater : ratee;
  const { bookingId } = await createBooking(t, (truckerRates ? ratee : rater).userId, trucker);
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await t.db.database.db.execute(sql`
    UPDATE bookings SET booked_at = ${at}::timestamptz - interval '2 days',
      picked_up_at = ${at}::timestamptz - interval '2 days', delivered_at = ${at}::timestamptz - interval '1 day',
      confirmed_at = ${at}::timestamptz - interval '1 day'
    WHERE id = ${bookingId}`);
  await t.db.database.db.execute(sql`
    INSERT INTO ratings (booking_id, rater_id, ratee_id, rater_role, stars, comment, created_at, updated_at)
    VALUES (${bookingId}, ${rater.userId}, ${ratee.userId}, ${truckerRates ? 'trucker' : 'broker'}, ${stars},
      ${`${stars} stars, ${daysAgo} days ago`}, ${at}, ${at})`);
  return { bookingId, at };
}

/** Monday 00:00 UTC of the week holding `d`, as YYYY-MM-DD. */
function weekOf(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

// The broker's received ratings: [stars, days ago].
const GIVEN: Array<[number, number]> = [
  [5, 1],
  [4, 3],
  [4, 10],
  [4, 20], // last 30 days: 5, 4, 4, 4 → 17/4 = 4.25 → 4.3
  [3, 35],
  [2, 40], // the 30 days before: 3, 2 → 2.5
  [5, 70],
  [1, 100], // all eight: 28/8 = 3.5
];

describe('received ratings and their summary', () => {
  beforeAll(async () => {
    for (const [i, [stars, daysAgo]] of GIVEN.entries()) {
      await givenRating(truckers[i % 3]!, broker, stars, daysAgo);
    }
  });

  it('sums them up as hand-computed: averages, change vs the previous 30 days, distribution, weeks', async () => {
    const res = await callApi(t, 'GET', '/api/ratings/received', broker.token);
    expect(res.statusCode).toBe(200);
    const { summary } = res.json() as ReceivedRatings;
    expect(summary).toMatchObject({
      average: 3.5,
      count: 8,
      last30Average: 4.3,
      last30Count: 4,
      previous30Average: 2.5,
      previous30Count: 2,
      change: 1.8,
      distribution: [1, 1, 1, 3, 2],
    });

    // 12 weeks, Monday-based in UTC, the current one last; the 100-day-old rating is outside them.
    const now = new Date();
    const weeks = Array.from({ length: 12 }, (_, i) =>
      weekOf(new Date(now.getTime() - (11 - i) * 7 * DAY_MS)),
    );
    expect(summary.weekly.map((w) => w.weekStart)).toEqual(weeks);
    const expected = new Map<string, number[]>();
    for (const [stars, daysAgo] of GIVEN) {
      const week = weekOf(new Date(now.getTime() - daysAgo * DAY_MS));
      expected.set(week, [...(expected.get(week) ?? []), stars]);
    }
    for (const w of summary.weekly) {
      const stars = expected.get(w.weekStart) ?? [];
      expect(w.count, w.weekStart).toBe(stars.length);
      expect(w.average, w.weekStart).toBe(
        stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10 : null,
      );
    }
    expect(summary.weekly.reduce((n, w) => n + w.count, 0)).toBe(7);

    expect(await ratingSummaryOf(t.db.database.db, broker.userId)).toEqual(summary);
  });

  it('lists them newest first, a page at a time', async () => {
    const first = (await callApi(t, 'GET', '/api/ratings/received?pageSize=3', broker.token)).json();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.ratings.map((r: RatingView) => r.stars)).toEqual([5, 4, 4]);
    const second = (await callApi(t, 'GET', '/api/ratings/received?pageSize=3&page=2', broker.token)).json();
    expect(second.ratings.map((r: RatingView) => r.comment)).toEqual([
      '4 stars, 20 days ago',
      '3 stars, 35 days ago',
      '2 stars, 40 days ago',
    ]);
    expect(second.ratings[0]).toMatchObject({
      raterRole: 'trucker',
      ratee: { id: broker.userId },
      lane: 'Dallas, TX → Houston, TX',
    });
    const beyond = (await callApi(t, 'GET', '/api/ratings/received?page=9', broker.token)).json();
    expect(beyond).toMatchObject({ total: 8, ratings: [] });
    const bad = await callApi(t, 'GET', '/api/ratings/received?pageSize=500', broker.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pageSize');
  });

  it("shows a member's ratings to any signed-in member, and 404 for ids that are not truckers or brokers", async () => {
    const mine = (await callApi(t, 'GET', '/api/ratings/received', broker.token)).json();
    for (const viewer of [truckers[2]!, admin]) {
      const res = await callApi(t, 'GET', `/api/members/${broker.userId}/ratings`, viewer.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(mine);
    }
    const unknown = await callApi(
      t,
      'GET',
      '/api/members/00000000-0000-4000-8000-000000000000/ratings',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/members/${admin.userId}/ratings`, broker.token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/members/${broker.userId}/ratings` })).statusCode,
    ).toBe(401);
  });

  it("puts the caller's average, count and change on the contracts dashboard", async () => {
    const res = await callApi(t, 'GET', '/api/contracts/summary', broker.token);
    expect(res.json()).toMatchObject({ averageRating: 3.5, ratingCount: 8, ratingChange: 1.8 });
  });
});

describe('summaries with few ratings', () => {
  it('has no averages and no change without ratings', async () => {
    const fresh = await createTrucker(t);
    const { summary, ratings, total } = (
      await callApi(t, 'GET', '/api/ratings/received', fresh.token)
    ).json();
    expect({ ratings, total }).toEqual({ ratings: [], total: 0 });
    expect(summary).toMatchObject({
      average: null,
      count: 0,
      last30Average: null,
      last30Count: 0,
      previous30Average: null,
      previous30Count: 0,
      change: null,
      distribution: [0, 0, 0, 0, 0],
    });
    expect(summary.weekly).toHaveLength(12);
    expect(
      summary.weekly.every((w: { average: null; count: number }) => w.average === null && w.count === 0),
    ).toBe(true);
    expect((await callApi(t, 'GET', '/api/contracts/summary', fresh.token)).json()).toMatchObject({
      averageRating: null,
      ratingCount: 0,
      ratingChange: null,
    });
  });

  it('has no change unless both 30-day periods have ratings, and counts only what the member received', async () => {
    const otherBroker = await createVerifiedBroker(t);
    const rated = truckers[0]!;
    // The trucker rates the broker too: that is the broker's, not the trucker's.
    await givenRating(otherBroker, rated, 2, 5);
    await givenRating(otherBroker, rated, 3, 6);
    await givenRating(rated, otherBroker, 5, 5);
    const summary = await ratingSummaryOf(t.db.database.db, rated.userId);
    expect(summary).toMatchObject({
      average: 2.5,
      count: 2,
      last30Average: 2.5,
      last30Count: 2,
      previous30Average: null,
      previous30Count: 0,
      change: null,
      distribution: [0, 1, 1, 0, 0],
    });
    await givenRating(otherBroker, rated, 4, 45);
    // 2.5 − 4.0: the change can be negative.
    expect(await ratingSummaryOf(t.db.database.db, rated.userId)).toMatchObject({
      count: 3,
      change: -1.5,
      average: 3,
    });
  });
});
