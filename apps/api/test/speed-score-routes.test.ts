import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { refreshSpeedScores, sweepSpeedScores } from '../src/modules/speed-score/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createChatScene, sent } from './helpers/chat';
import { callApi, contractIdOf } from './helpers/contracts';
import { createBooking, createTrucker, createTruckerWithoutProfile } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { component, DAY, insertTimedBooking, scoreOf } from './helpers/speed-score';

// The score routes (who may call them), the refresh triggered by booking steps and chat, and the
// refresh under concurrency.

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAccount(t);
  broker = await createVerifiedBroker(t);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('who may read a score', () => {
  it('gives each role only its own route', async () => {
    const trucker = await createTrucker(t);
    expect((await get('/api/trucker/score', trucker.token)).statusCode).toBe(200);
    expect((await get('/api/broker/score', broker.token)).statusCode).toBe(200);
    for (const [url, token] of [
      ['/api/trucker/score', broker.token],
      ['/api/trucker/score', admin.token],
      ['/api/broker/score', trucker.token],
      ['/api/broker/score', admin.token],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get('/api/trucker/score')).statusCode).toBe(401);
    expect((await get('/api/broker/score')).statusCode).toBe(401);
  });

  it('asks a trucker to finish onboarding first', async () => {
    const trucker = await createTruckerWithoutProfile(t);
    const res = await get('/api/trucker/score', trucker.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('onboarding_required');
  });
});

describe('recomputed after the events that change it', () => {
  it("counts the trucker's own cancellation as a fall-off, not the broker's or an admin's", async () => {
    const trucker = await createTrucker(t);
    const cancel = async (bookingId: string, who: TestAccount) => {
      const contractId = await contractIdOf(t, bookingId);
      const res = await callApi(t, 'POST', `/api/contracts/${contractId}/cancel`, who.token, {
        reason: 'Plans changed',
      });
      expect(res.statusCode).toBe(200);
    };
    const own = await createBooking(t, broker.userId, trucker);
    await cancel(own.bookingId, trucker);
    await t.app.jobs.runDue();
    let view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.bookings).toBe(1);
    expect(component(view, 'falloffs')).toMatchObject({ detail: '1 of 1 cancelled', value: 0 });

    const brokers = await createBooking(t, broker.userId, trucker);
    await cancel(brokers.bookingId, broker);
    const admins = await createBooking(t, broker.userId, trucker);
    const res = await callApi(t, 'POST', `/api/admin/loads/${admins.loadId}/cancel`, admin.token, {
      reason: 'Duplicate post',
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDue();
    view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.bookings).toBe(3);
    expect(component(view, 'falloffs').detail).toBe('1 of 3 cancelled');

    const { rows } = await t.db.database.db.execute<{ id: string; cancelledBy: string }>(sql`
      SELECT id, cancelled_by AS "cancelledBy" FROM bookings WHERE trucker_id = ${trucker.userId}::uuid`);
    const by = new Map(rows.map((r) => [r.id, r.cancelledBy]));
    expect(by.get(own.bookingId)).toBe(trucker.userId);
    expect(by.get(brokers.bookingId)).toBe(broker.userId);
    expect(by.get(admins.bookingId)).toBe(admin.userId);
  });

  it("times the trucker's chat answer once the message is sent", async () => {
    const scene = await createChatScene(t, { broker: broker as never });
    await sent(t, scene.broker.token, scene.thread.id, 'Can you take it tomorrow?');
    await sent(t, scene.trucker.token, scene.thread.id, 'Yes, 7 am.');
    await t.app.jobs.runDue();
    const chat = component(await scoreOf(t, 'trucker', scene.trucker.token), 'chat_response');
    expect(chat).toMatchObject({ value: 1, detail: 'median 0 min', samples: 1 });
  });
});

describe('refreshing', () => {
  it('is safe from two processes at once and gives the same result as one run', async () => {
    const trucker = await createTrucker(t);
    for (let i = 0; i < 3; i += 1) {
      await insertTimedBooking(t, {
        brokerId: broker.userId,
        truckerId: trucker.userId,
        bookedAt: new Date(Date.now() - (10 - i) * DAY),
        pickedUp: 4,
        delivered: 9,
        confirmed: 10,
      });
    }
    const second = await createTestApp({ db: t.db });
    try {
      await Promise.all([
        refreshSpeedScores(t.db.database.db),
        refreshSpeedScores(second.db.database.db),
        refreshSpeedScores(t.db.database.db, { userIds: [trucker.userId] }),
      ]);
    } finally {
      await second.close();
    }
    const view = await scoreOf(t, 'trucker', trucker.token);
    expect(view.score).toBe(100);
    const { rows } = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM speed_score_weeks WHERE user_id = ${trucker.userId}::uuid`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('sweeps once per period however many processes tick', async () => {
    await createTrucker(t); // a member without a score yet makes a sweep due
    const results = await Promise.all([
      sweepSpeedScores(t.db.database.db),
      sweepSpeedScores(t.db.database.db),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    // Everyone was just refreshed: the next tick has nothing to do.
    expect(await sweepSpeedScores(t.db.database.db)).toBe(false);
    const { rows } = await t.db.database.db.execute<{ missing: number }>(sql`
      SELECT count(*)::int AS missing FROM truckers tr
      WHERE NOT EXISTS (SELECT 1 FROM speed_scores s WHERE s.user_id = tr.user_id)`);
    expect(rows[0]?.missing).toBe(0);
  });
});
