import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { refreshSpeedScores } from '../src/modules/speed-score/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createTrucker } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  component,
  DAY,
  insertChat,
  insertSignedContract,
  insertTimedBooking,
  plusHours,
  scoreOf,
} from './helpers/speed-score';

// Every component against a hand-computed fixture. Timestamps are set directly; "now" is the refresh.

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let newcomer: TestAccount;
const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

beforeAll(async () => {
  t = await createTestApp();
  broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t);
  newcomer = await createTrucker(t);
  const parties = { brokerId: broker.userId, truckerId: trucker.userId };

  // 1. On time both ways; arrival expected at the delivery window's start (+8 h), proof 1 h later with a photo.
  const b1 = await insertTimedBooking(t, {
    ...parties,
    bookedAt: daysAgo(10),
    pickedUp: 4,
    delivered: 9,
    confirmed: 10,
  });
  // 2. Picked up late (+6 h > +5 h); 400 miles at 50 mph → arrival expected at +14 h; delivered +16 h
  //    (late, the window ends +12 h), proof 120 min. Settled by the automatic release (no broker).
  const b2 = await insertTimedBooking(t, {
    ...parties,
    bookedAt: daysAgo(9),
    miles: 400,
    pickedUp: 6,
    delivered: 16,
    confirmed: 40,
    confirmedBy: null,
  });
  // 3. On time; the proof has no photo (counts as 24 h). Confirmed 3 h after delivery.
  const b3 = await insertTimedBooking(t, {
    ...parties,
    bookedAt: daysAgo(8),
    pickedUp: 4,
    delivered: 10,
    confirmed: 13,
    photo: false,
  });
  // 4. Cancelled by the trucker (a fall-off); 5. cancelled by the broker (not one).
  const b4 = await insertTimedBooking(t, {
    ...parties,
    bookedAt: daysAgo(7),
    cancelled: 1,
    cancelledBy: trucker.userId,
  });
  await insertTimedBooking(t, { ...parties, bookedAt: daysAgo(6), cancelled: 1, cancelledBy: broker.userId });
  // Outside the 90-day window: a late pickup that must not count.
  await insertTimedBooking(t, { ...parties, bookedAt: daysAgo(100), pickedUp: 9 });
  // The newcomer: one booking delivered two hours ago, not yet confirmed (not counted for the broker yet).
  await insertTimedBooking(t, {
    brokerId: broker.userId,
    truckerId: newcomer.userId,
    bookedAt: new Date(now.getTime() - 12 * 3_600_000),
    pickedUp: 3,
    delivered: 10,
  });

  // Escrow: funded 30 min and 5 h after signing; one never funded (8 days: counts as 48 h); one
  // cancelled unfunded after 30 min (not counted).
  const contract = (b: { bookingId: string; loadId: string }) => ({ ...b, ...parties });
  await insertSignedContract(t, contract(b1), {
    signedAt: plusHours(daysAgo(10), 1),
    fundedAt: plusHours(daysAgo(10), 1.5),
  });
  await insertSignedContract(t, contract(b2), {
    signedAt: plusHours(daysAgo(9), 1),
    fundedAt: plusHours(daysAgo(9), 6),
  });
  await insertSignedContract(t, contract(b3), { signedAt: plusHours(daysAgo(8), 1) });
  await insertSignedContract(t, contract(b4), {
    signedAt: plusHours(daysAgo(7), 0.5),
    cancelledAt: plusHours(daysAgo(7), 1),
  });

  // Chat (minutes before now). The trucker answers the broker in 10 min (the first of the broker's
  // run counts) and 30 min; one ask unanswered for 300 min counts as 240; one 60 min old not yet.
  // The broker answers the trucker in 190 min (-590 → -400) and 70 min (-370 → -300).
  await insertChat(
    t,
    parties,
    [
      ['broker', 600],
      ['broker', 598],
      ['trucker', 590],
      ['trucker', 500],
      ['broker', 400],
      ['trucker', 370],
      ['broker', 300],
      ['broker', 60],
    ],
    now,
  );
  await refreshSpeedScores(t.db.database.db, { asOf: now });
});

afterAll(async () => {
  await t?.close();
});

describe("a trucker's components", () => {
  it('counts pickups and deliveries against the windows, within 90 days only', async () => {
    const view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.bookings).toBe(5);
    expect(component(view, 'on_time_pickup')).toMatchObject({ detail: '2 of 3 on time', samples: 3 });
    expect(component(view, 'on_time_pickup').value).toBeCloseTo(2 / 3, 6);
    expect(component(view, 'on_time_delivery')).toMatchObject({ detail: '2 of 3 on time', samples: 3 });
  });

  it('takes the median proof time from the expected arrival, a proof without photo as 24 h', async () => {
    const proof = component(await scoreOf(t, 'trucker', trucker.token), 'proof_speed');
    // [60, 120, 1440] → median 120 min → (1440 − 120) ÷ (1440 − 60)
    expect(proof).toMatchObject({ detail: 'median 2 h', samples: 3, weight: 15, label: 'Proof of delivery' });
    expect(proof.value).toBeCloseTo(1320 / 1380, 6);
  });

  it("counts only the trucker's own cancellations as falls-offs", async () => {
    const falloffs = component(await scoreOf(t, 'trucker', trucker.token), 'falloffs');
    // 1 of 5: 20% scores 0
    expect(falloffs).toMatchObject({ detail: '1 of 5 cancelled', samples: 5, value: 0 });
  });

  it('measures chat answers from the first of the broker’s run; long-unanswered asks count as 240 min', async () => {
    const chat = component(await scoreOf(t, 'trucker', trucker.token), 'chat_response');
    // [10, 30, 240] → median 30 → (240 − 30) ÷ (240 − 5)
    expect(chat).toMatchObject({ detail: 'median 30 min', samples: 3 });
    expect(chat.value).toBeCloseTo(210 / 235, 6);
  });

  it('weighs the components into the score', async () => {
    const view = await scoreOf(t, 'trucker', trucker.token);
    // 25×2/3 + 25×2/3 + 15×1320/1380 + 20×0 + 15×210/235 = 61.08… of 100
    expect(view.score).toBe(61);
    expect(view.enoughData).toBe(true);
  });

  it('has no score under the minimum of 3 bookings, but shows what it has', async () => {
    const view = await scoreOf(t, 'trucker', newcomer.token);
    expect(view).toMatchObject({
      score: null,
      enoughData: false,
      bookings: 1,
      rank: null,
      earlyAccess: false,
    });
    expect(component(view, 'on_time_delivery')).toMatchObject({ detail: '1 of 1 on time', value: 1 });
    expect(component(view, 'chat_response')).toMatchObject({ value: null, detail: null, samples: 0 });
  });
});

describe("a broker's components", () => {
  it('takes the median time to confirm; a delivery settled without the broker counts as 48 h', async () => {
    const view = await scoreOf(t, 'broker', broker.token);
    // [60, 2880 (automatic release), 180]; the newcomer's delivery 2 h ago is not counted yet → median 180
    expect(component(view, 'confirm_delivery')).toMatchObject({ detail: 'median 3 h', samples: 3 });
    expect(component(view, 'confirm_delivery').value).toBeCloseTo(2700 / 2820, 6);
    expect(view.bookings).toBe(6);
  });

  it('takes the median time from both signatures to funded escrow', async () => {
    const fund = component(await scoreOf(t, 'broker', broker.token), 'fund_escrow');
    // [30, 300, 2880 (8 days unfunded)]; the contract cancelled unfunded after 30 min does not count
    expect(fund).toMatchObject({ detail: 'median 5 h', samples: 3 });
    expect(fund.value).toBeCloseTo(2580 / 2820, 6);
  });

  it("measures the broker's chat answers to the trucker", async () => {
    const chat = component(await scoreOf(t, 'broker', broker.token), 'chat_response');
    // [190, 70] → median 130 → (240 − 130) ÷ 235
    expect(chat).toMatchObject({ detail: 'median 2 h 10 min', samples: 2 });
    expect(chat.value).toBeCloseTo(110 / 235, 6);
  });

  it('weighs confirming, funding and chat into the score', async () => {
    const view = await scoreOf(t, 'broker', broker.token);
    // 40×2700/2820 + 30×2580/2820 + 30×110/235 = 79.7… → 80
    expect(view).toMatchObject({ role: 'broker', score: 80, earlyAccess: false });
    expect(view.components.map((c) => c.key)).toEqual(['confirm_delivery', 'fund_escrow', 'chat_response']);
  });
});

describe('as of a moment', () => {
  it('ignores what happened after it, and a past computation never overwrites a newer one', async () => {
    const db = t.db.database.db;
    // As of 8.5 days ago: bookings 1 and 2 only (both delivered), no chat yet.
    await refreshSpeedScores(db, { userIds: [trucker.userId], asOf: daysAgo(8.5) });
    const view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.score).toBe(61);
    const { rows } = await db.execute<{ score: number | null }>(sql`
      SELECT score FROM speed_score_weeks
      WHERE user_id = ${trucker.userId}::uuid
        AND week_start = date_trunc('week', ${daysAgo(8.5).toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`);
    // 2 bookings: under the minimum
    expect(rows).toEqual([{ score: null }]);
  });
});
