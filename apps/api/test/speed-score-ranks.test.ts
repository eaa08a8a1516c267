import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { suspendUser } from '../src/modules/auth/index';
import { readSpeedScore, refreshSpeedScores } from '../src/modules/speed-score/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, signIn, type TestAccount } from './helpers/membership';
import { DAY, insertTimedBooking, scoreOf } from './helpers/speed-score';

// Ranks among scored truckers, early access following the premium share setting, weekly history.

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount;
const truckers: Record<'best' | 'tieA' | 'tieB' | 'slow' | 'few', TestAccount> = {} as never;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

/** `onTime` + `late` bookings, each picked up, delivered on time with a photo 1 h after arrival. */
async function record(trucker: TestAccount, onTime: number, late: number, startDaysAgo = 20) {
  for (let i = 0; i < onTime + late; i += 1) {
    await insertTimedBooking(t, {
      brokerId: broker.userId,
      truckerId: trucker.userId,
      bookedAt: daysAgo(startDaysAgo - i),
      pickedUp: i < onTime ? 4 : 6,
      delivered: 9,
      confirmed: 10,
    });
  }
}

const changeSetting = (premiumTopPercent: number) =>
  t.app.platformSettings.update(
    { premiumTopPercent },
    { userId: admin.userId, ip: '127.0.0.1', userAgent: 'vitest' },
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAccount(t);
  broker = await createVerifiedBroker(t);
  for (const key of ['best', 'tieA', 'tieB', 'slow', 'few'] as const) truckers[key] = await createTrucker(t);
  // Scores: pickups on time p, all else perfect, no chat → round(100 × (25p + 25 + 15 + 20) ÷ 85)
  await record(truckers.best, 3, 0); // 100
  await record(truckers.tieA, 2, 1); // 90
  await record(truckers.tieB, 2, 1); // 90
  await record(truckers.slow, 0, 3); // 71
  await record(truckers.few, 2, 0); // under the minimum: not ranked
  await refreshSpeedScores(t.db.database.db);
});

afterAll(async () => {
  await t?.close();
});

describe('ranks', () => {
  it('ranks scored truckers by score, ties sharing a place, as "top N%"', async () => {
    const views = await Promise.all(
      (['best', 'tieA', 'tieB', 'slow'] as const).map((k) => scoreOf(t, 'trucker', truckers[k].token)),
    );
    expect(views.map((v) => v.score)).toEqual([100, 90, 90, 71]);
    expect(views.map((v) => v.rank)).toEqual([
      { position: 1, of: 4, topPercent: 25 },
      { position: 2, of: 4, topPercent: 50 },
      { position: 2, of: 4, topPercent: 50 },
      { position: 4, of: 4, topPercent: 100 },
    ]);
    expect((await scoreOf(t, 'trucker', truckers.few.token)).rank).toBeNull();
  });

  it('leaves suspended truckers out of the ranking', async () => {
    await t.db.database.db.transaction((tx) =>
      suspendUser(
        tx,
        { userId: truckers.slow.userId, adminId: admin.userId, reason: 'test' },
        {
          ip: '127.0.0.1',
          userAgent: 'vitest',
        },
      ),
    );
    await refreshSpeedScores(t.db.database.db);
    const best = await readSpeedScore(t.db.database.db, truckers.best.userId, 'trucker');
    expect(best.rank).toEqual({ position: 1, of: 3, topPercent: 34 });
    const slow = await readSpeedScore(t.db.database.db, truckers.slow.userId, 'trucker');
    expect(slow.rank).toBeNull();
    await t.db.database.db.execute(
      sql`UPDATE users SET suspended_at = NULL WHERE id = ${truckers.slow.userId}::uuid`,
    );
    await refreshSpeedScores(t.db.database.db);
    truckers.slow.token = await signIn(t.app, truckers.slow.email); // suspension ended the session
    expect((await scoreOf(t, 'trucker', truckers.slow.token)).rank).toEqual({
      position: 4,
      of: 4,
      topPercent: 100,
    });
  });

  it('re-ranks the whole role when only some members are recomputed', async () => {
    // tieB turns perfect: one more on-time booking moves it to 3 of 4 → 93, alone in second place.
    await record(truckers.tieB, 1, 0, 5);
    await refreshSpeedScores(t.db.database.db, { userIds: [truckers.tieB.userId] });
    const [tieA, tieB] = await Promise.all([
      scoreOf(t, 'trucker', truckers.tieA.token),
      scoreOf(t, 'trucker', truckers.tieB.token),
    ]);
    expect(tieB).toMatchObject({ score: 93, rank: { position: 2, of: 4, topPercent: 50 } });
    expect(tieA).toMatchObject({ score: 90, rank: { position: 3, of: 4, topPercent: 75 } });
  });
});

describe('early access', () => {
  it('follows the premium share setting at once', async () => {
    const early = async () => {
      const views = await Promise.all(
        (['best', 'tieB', 'tieA', 'slow'] as const).map((k) => scoreOf(t, 'trucker', truckers[k].token)),
      );
      return views.map((v) => v.earlyAccess);
    };
    // Default 10%: nobody is within the top 10% of 4 (the best is the top 25%).
    expect(await early()).toEqual([false, false, false, false]);
    await changeSetting(25);
    expect(await early()).toEqual([true, false, false, false]);
    await changeSetting(50);
    expect(await early()).toEqual([true, true, false, false]);
    // A refresh keeps applying the setting in force.
    await refreshSpeedScores(t.db.database.db);
    expect(await early()).toEqual([true, true, false, false]);
    await changeSetting(10);
    expect(await early()).toEqual([false, false, false, false]);
  });

  it('never goes to brokers', async () => {
    await changeSetting(50);
    await refreshSpeedScores(t.db.database.db);
    const view = await scoreOf(t, 'broker', broker.token);
    expect(view.rank).toEqual({ position: 1, of: 1, topPercent: 100 });
    expect(view.earlyAccess).toBe(false);
    const { rows } = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM speed_scores WHERE role = 'broker' AND early_access`,
    );
    expect(rows[0]?.n).toBe(0);
    await changeSetting(10);
  });
});

describe('weekly history', () => {
  it('shows 12 weeks oldest first, null where no score, and the change against 4 weeks ago', async () => {
    const trucker = await createTrucker(t);
    // Three perfect bookings 35–33 days ago; three late pickups 5–3 days ago.
    await record(trucker, 3, 0, 35);
    await record(trucker, 0, 3, 5);
    const db = t.db.database.db;
    // 4 weeks ago: only the first three (100). Now: 3 of 6 on time → (12.5 + 60) ÷ 85 → 85.
    await refreshSpeedScores(db, { userIds: [trucker.userId], asOf: daysAgo(28) });
    await refreshSpeedScores(db, { userIds: [trucker.userId] });
    const view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.score).toBe(85);
    expect(view.history).toHaveLength(12);
    const weeks = view.history.map((h) => h.weekStart);
    expect([...weeks].sort()).toEqual(weeks);
    for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(view.history.map((h) => h.score)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      100,
      null,
      null,
      null,
      85,
    ]);
    expect(view.change).toBe(-15);
  });

  it('starts empty: no score, no change, 12 empty weeks', async () => {
    const trucker = await createTrucker(t);
    const view = await scoreOf(t, 'trucker', trucker.token);
    expect(view).toMatchObject({ score: null, change: null, rank: null, computedAt: null, bookings: 0 });
    expect(view.history.every((h) => h.score === null)).toBe(true);
    expect(view.components.map((c) => c.key)).toEqual([
      'on_time_pickup',
      'on_time_delivery',
      'proof_speed',
      'falloffs',
      'chat_response',
    ]);
  });
});
