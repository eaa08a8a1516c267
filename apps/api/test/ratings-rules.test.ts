import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, RatingView } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { callApi, createFundedBooking } from './helpers/contracts';
import { createBooking, createTrucker, eventAbout, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherBroker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherBroker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t),
    createTrucker(t),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;
const rate = (bookingId: string, who: TestAccount, payload: unknown) =>
  callApi(t, 'PUT', `/api/bookings/${bookingId}/rating`, who.token, payload);
const ratingsOf = (bookingId: string, who: TestAccount) =>
  callApi(t, 'GET', `/api/bookings/${bookingId}/ratings`, who.token);
const exec = (query: ReturnType<typeof sql>) => t.db.database.db.execute(query);

/** A booking the broker confirmed `daysAgo` days ago (its steps written directly; the API flow has its own test). */
async function confirmedBooking(daysAgo = 0, parties = { broker, trucker }) {
  const { bookingId } = await createBooking(t, parties.broker.userId, parties.trucker);
  await exec(sql`
    UPDATE bookings SET booked_at = now() - make_interval(days => ${daysAgo + 1}),
      picked_up_at = now() - make_interval(days => ${daysAgo + 1}),
      delivered_at = now() - make_interval(days => ${daysAgo}, mins => 10),
      confirmed_at = now() - make_interval(days => ${daysAgo}), confirmed_by = ${parties.broker.userId}
    WHERE id = ${bookingId}`);
  return bookingId;
}

async function storedRatings(bookingId: string) {
  const { rows } = await exec(
    sql`SELECT rater_id AS "raterId", ratee_id AS "rateeId", stars, comment FROM ratings WHERE booking_id = ${bookingId} ORDER BY rater_role`,
  );
  return rows;
}

function step(
  bookingId: string,
  action: 'pickup' | 'deliver' | 'confirm',
  who: TestAccount,
  payload?: object,
) {
  return callApi(t, 'POST', `/api/bookings/${bookingId}/${action}`, who.token, payload);
}

describe('who may rate, and when', () => {
  it('lets both parties rate each other only once the broker has confirmed the delivery', async () => {
    const { bookingId } = await createFundedBooking(t, broker, trucker);

    const early = await rate(bookingId, trucker, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('application/problem+json');
    expect(early.json().detail).toBe('You can rate once the broker has confirmed delivery');
    expect((await rate(bookingId, broker, { stars: 5 })).json().detail).toBe(
      'You can rate once you have confirmed delivery',
    );
    expect((await ratingsOf(bookingId, trucker)).json()).toEqual({
      mine: null,
      theirs: null,
      canRate: false,
      reason: 'You can rate once the broker has confirmed delivery',
      rateBy: null,
    });

    expect((await step(bookingId, 'pickup', trucker)).statusCode).toBe(200);
    expect((await step(bookingId, 'deliver', trucker, { note: 'Signed by the dock' })).statusCode).toBe(200);
    expect((await rate(bookingId, trucker, { stars: 5 })).statusCode).toBe(409);
    const confirmed = await step(bookingId, 'confirm', broker);
    expect(confirmed.statusCode).toBe(200);
    // The confirm step's own view already tells the broker they may rate now.
    expect((confirmed.json() as BookingView).rating).toMatchObject({ mine: null, canRate: true });
    expect(await storedRatings(bookingId)).toEqual([]);

    const byTrucker = await rate(bookingId, trucker, {
      stars: 4,
      comment: '  Quick to confirm, clear directions. ',
    });
    expect(byTrucker.statusCode).toBe(200);
    expect(byTrucker.json()).toMatchObject({
      bookingId,
      raterRole: 'trucker',
      rater: { id: trucker.userId },
      ratee: { id: broker.userId },
      stars: 4,
      comment: 'Quick to confirm, clear directions.',
      lane: 'Dallas, TX → Houston, TX',
    });
    const byBroker = await rate(bookingId, broker, { stars: 5 });
    expect(byBroker.statusCode).toBe(200);
    expect(byBroker.json()).toMatchObject({
      raterRole: 'broker',
      ratee: { id: trucker.userId },
      comment: null,
    });

    const seen = (await ratingsOf(bookingId, trucker)).json();
    expect(seen).toMatchObject({ canRate: true, reason: null });
    expect(seen.mine).toEqual(byTrucker.json());
    expect(seen.theirs).toEqual(byBroker.json());
    const confirmedAt = Date.parse((confirmed.json() as BookingView).confirmedAt!);
    expect(Date.parse(seen.rateBy)).toBe(confirmedAt + 30 * DAY_MS);
    expect(await storedRatings(bookingId)).toEqual([
      { raterId: broker.userId, rateeId: trucker.userId, stars: 5, comment: null },
      {
        raterId: trucker.userId,
        rateeId: broker.userId,
        stars: 4,
        comment: 'Quick to confirm, clear directions.',
      },
    ]);
  });

  it('answers 404 to anyone but the two parties and changes nothing', async () => {
    const bookingId = await confirmedBooking();
    for (const outsider of [otherBroker, otherTrucker]) {
      const res = await rate(bookingId, outsider, { stars: 1, comment: 'Never met them' });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Booking was not found');
      expect((await ratingsOf(bookingId, outsider)).statusCode).toBe(404);
    }
    // Admins are not a party: the route is for truckers and brokers.
    expect((await rate(bookingId, admin, { stars: 1 })).statusCode).toBe(403);
    expect((await rate('00000000-0000-4000-8000-000000000000', trucker, { stars: 3 })).statusCode).toBe(404);
    expect((await callApi(t, 'PUT', `/api/bookings/${bookingId}/rating`, '', { stars: 3 })).statusCode).toBe(
      401,
    );
    expect(await storedRatings(bookingId)).toEqual([]);
  });

  it('refuses a cancelled booking', async () => {
    const { bookingId } = await createBooking(t, broker.userId, trucker);
    await exec(
      sql`UPDATE bookings SET cancelled_at = now(), cancelled_by = ${broker.userId} WHERE id = ${bookingId}`,
    );
    const res = await rate(bookingId, trucker, { stars: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This booking was cancelled');
    expect((await ratingsOf(bookingId, trucker)).json()).toMatchObject({
      canRate: false,
      reason: 'This booking was cancelled',
      rateBy: null,
    });
    expect(await storedRatings(bookingId)).toEqual([]);
  });

  it('takes a first rating up to 30 days after the confirmation, not later', async () => {
    const recent = await confirmedBooking(29);
    expect((await rate(recent, trucker, { stars: 3 })).statusCode).toBe(200);

    const old = await confirmedBooking(31);
    const late = await rate(old, trucker, { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Ratings can be given for 30 days after delivery is confirmed');
    expect((await ratingsOf(old, broker)).json()).toMatchObject({
      canRate: false,
      reason: 'Ratings can be given for 30 days after delivery is confirmed',
    });
    expect(await storedRatings(old)).toEqual([]);
  });
});

describe('one rating per party, editable for 7 days', () => {
  it('changes the one rating on a repeat, keeping when it was first given', async () => {
    const bookingId = await confirmedBooking();
    const first = (
      await rate(bookingId, trucker, { stars: 2, comment: 'Late payment' })
    ).json() as RatingView;
    const second = await rate(bookingId, trucker, { stars: 4 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.id,
      stars: 4,
      comment: null,
      createdAt: first.createdAt,
    });
    expect(Date.parse(second.json().editableUntil)).toBe(Date.parse(first.createdAt) + 7 * DAY_MS);
    expect(await storedRatings(bookingId)).toEqual([
      { raterId: trucker.userId, rateeId: broker.userId, stars: 4, comment: null },
    ]);
  });

  it('closes changes 7 days after the rating was first given', async () => {
    const bookingId = await confirmedBooking(10);
    expect((await rate(bookingId, trucker, { stars: 3 })).statusCode).toBe(200);
    await exec(
      sql`UPDATE ratings SET created_at = now() - interval '6 days 23 hours' WHERE booking_id = ${bookingId}`,
    );
    expect((await rate(bookingId, trucker, { stars: 4 })).statusCode).toBe(200);

    await exec(
      sql`UPDATE ratings SET created_at = now() - interval '7 days 1 minute' WHERE booking_id = ${bookingId}`,
    );
    const late = await rate(bookingId, trucker, { stars: 1, comment: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Ratings can be changed for 7 days');
    expect(await storedRatings(bookingId)).toEqual([
      { raterId: trucker.userId, rateeId: broker.userId, stars: 4, comment: null },
    ]);
    expect((await ratingsOf(bookingId, trucker)).json()).toMatchObject({
      mine: { stars: 4 },
      canRate: false,
      reason: 'Ratings can be changed for 7 days',
    });
    // The broker, who has not rated yet, still may (within 30 days of the confirmation).
    expect((await ratingsOf(bookingId, broker)).json()).toMatchObject({ canRate: true, reason: null });
  });

  it('leaves exactly one rating after concurrent double submits', async () => {
    const bookingId = await confirmedBooking();
    const results = await Promise.all([
      rate(bookingId, trucker, { stars: 5 }),
      rate(bookingId, trucker, { stars: 5 }),
      rate(bookingId, trucker, { stars: 5 }),
      rate(bookingId, broker, { stars: 3 }),
      rate(bookingId, broker, { stars: 3 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.slice(0, 3).map((r) => r.json().id)).size).toBe(1);
    expect(await storedRatings(bookingId)).toEqual([
      { raterId: broker.userId, rateeId: trucker.userId, stars: 3, comment: null },
      { raterId: trucker.userId, rateeId: broker.userId, stars: 5, comment: null },
    ]);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field and stores nothing', async () => {
    const bookingId = await confirmedBooking();
    const cases: Array<[unknown, string]> = [
      [{ stars: 0 }, 'stars'],
      [{ stars: 6 }, 'stars'],
      [{ stars: 3.5 }, 'stars'],
      [{ stars: '4' }, 'stars'],
      [{}, 'stars'],
      [{ stars: 4, comment: 'x'.repeat(1001) }, 'comment'],
      [{ stars: 4, comment: 42 }, 'comment'],
      [{ stars: 4, comment: 'bell \u0007 inside' }, 'comment'],
    ];
    for (const [payload, field] of cases) {
      const res = await rate(bookingId, trucker, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect((await rate(bookingId, trucker, { stars: 4, comment: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect((await rate('not-a-uuid', trucker, { stars: 4 })).statusCode).toBe(400);
    expect(await storedRatings(bookingId)).toHaveLength(1);
  });
});

describe('live and the bookings lists', () => {
  it('tells the ratee and the rater at once', async () => {
    const bookingId = await confirmedBooking();
    const brokerTabs = await follow(t, [`user:${broker.userId}`], broker.token);
    const truckerTabs = await follow(t, [`user:${trucker.userId}`], trucker.token);
    try {
      const rated = (await rate(bookingId, trucker, { stars: 5, comment: 'Paid fast' })).json() as RatingView;
      expect(await eventAbout(brokerTabs, `user:${broker.userId}`, 'rating.updated', rated.id)).toEqual(
        rated,
      );
      expect(await eventAbout(truckerTabs, `user:${trucker.userId}`, 'rating.updated', rated.id)).toEqual(
        rated,
      );
    } finally {
      brokerTabs.socket.close();
      truckerTabs.socket.close();
    }
  });

  it("carries the caller's rating state on each booking of a list", async () => {
    const rater = await createTrucker(t);
    const rated = await confirmedBooking(2, { broker: otherBroker, trucker: rater });
    const unrated = await confirmedBooking(40, { broker: otherBroker, trucker: rater });
    const active = (await createBooking(t, otherBroker.userId, rater)).bookingId;
    const mine = (await rate(rated, rater, { stars: 4 })).json() as RatingView;
    await rate(rated, otherBroker, { stars: 2 });

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/bookings?scope=history',
      headers: bearer(rater.token),
    });
    const byId = new Map((history.json().items as BookingView[]).map((b) => [b.id, b.rating]));
    expect(byId.get(rated)).toEqual({ mine: 4, theirs: 2, canRate: true, editableUntil: mine.editableUntil });
    expect(byId.get(unrated)).toEqual({ mine: null, theirs: null, canRate: false, editableUntil: null });

    const brokerView = await callApi(t, 'GET', `/api/bookings/${rated}`, otherBroker.token);
    expect(brokerView.json().rating).toMatchObject({ mine: 2, theirs: 4, canRate: true });
    const activeView = await callApi(t, 'GET', `/api/bookings/${active}`, rater.token);
    expect(activeView.json().rating).toEqual({
      mine: null,
      theirs: null,
      canRate: false,
      editableUntil: null,
    });
    // An admin reading a booking is not a party: nothing to rate.
    const adminView = await callApi(t, 'GET', `/api/bookings/${rated}`, admin.token);
    expect(adminView.json().rating).toEqual({
      mine: null,
      theirs: null,
      canRate: false,
      editableUntil: null,
    });

    const brokerList = await t.app.inject({
      method: 'GET',
      url: '/api/broker/bookings?scope=history',
      headers: bearer(otherBroker.token),
    });
    const forBroker = (brokerList.json().items as BookingView[]).find((b) => b.id === rated);
    expect(forBroker?.rating).toMatchObject({ mine: 2, theirs: 4 });
  });
});
