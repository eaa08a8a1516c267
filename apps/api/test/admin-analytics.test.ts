import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAnalytics, type AdminAnalytics, type EquipmentType } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad, type PlaceKey } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

// Hand-computed fixtures. Every event sits on a whole UTC day before today (day k = k days before
// today's UTC midnight) plus some hours, so the figures do not depend on the time of the run.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const todayStart = (() => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
})();
/** `k` UTC days before today's midnight, plus `ms`. */
const day = (k: number, ms = 0) => new Date(todayStart - k * DAY + ms);
const isoDay = (k: number) => day(k).toISOString().slice(0, 10);
/** The Monday (UTC) of day k's week. */
const weekOf = (k: number) => {
  const d = day(k);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

let t: TestApp;
let admin: TestAccount;

interface LoadFixture {
  broker: TestAccount;
  postedAt: Date;
  status: 'active' | 'booked' | 'in_transit' | 'delivered' | 'expired' | 'cancelled';
  expiresAt?: Date;
  expiredAt?: Date;
  from?: PlaceKey;
  to?: PlaceKey;
  equipment?: EquipmentType;
  rateCents?: number;
  miles?: number;
  booking?: { trucker: TestAccount; at: Date; deliveredAt?: Date };
}

async function load(f: LoadFixture): Promise<string> {
  const { id } = await insertLoad(t, {
    brokerId: f.broker.userId,
    from: f.from ?? 'dallas',
    to: f.to ?? 'houston',
    equipment: f.equipment ?? 'Flatbed',
    rateCents: f.rateCents ?? 100_000,
    miles: f.miles ?? 400,
  });
  const db = t.db.database.db;
  await db.execute(sql`
    UPDATE loads SET posted_at = ${f.postedAt.toISOString()}::timestamptz, status = ${f.status},
      expires_at = ${(f.expiresAt ?? new Date(Date.now() + 2 * HOUR)).toISOString()}::timestamptz,
      expired_at = ${f.expiredAt?.toISOString() ?? null}::timestamptz,
      cancelled_at = CASE WHEN ${f.status} = 'cancelled' THEN posted_at + interval '1 hour' END
    WHERE id = ${id}`);
  if (f.booking) {
    const pickedUp = f.booking.deliveredAt && new Date(f.booking.at.getTime() + HOUR);
    await db.execute(sql`
      INSERT INTO bookings (load_id, trucker_id, broker_id, rate_cents, miles, booked_at, picked_up_at, delivered_at)
      SELECT id, ${f.booking.trucker.userId}, broker_id, rate_cents, miles,
        ${f.booking.at.toISOString()}::timestamptz, ${pickedUp?.toISOString() ?? null}::timestamptz,
        ${f.booking.deliveredAt?.toISOString() ?? null}::timestamptz
      FROM loads WHERE id = ${id}`);
  }
  return id;
}

async function chat(loadId: string, trucker: TestAccount, sender: TestAccount, at: Date): Promise<void> {
  await t.db.database.db.execute(sql`
    WITH th AS (
      INSERT INTO chat_threads (load_id, trucker_id, broker_id)
      SELECT id, ${trucker.userId}, broker_id FROM loads WHERE id = ${loadId}
      ON CONFLICT (load_id, trucker_id) DO UPDATE SET trucker_id = excluded.trucker_id
      RETURNING id
    )
    INSERT INTO chat_messages (thread_id, sender_id, body, created_at)
    SELECT id, ${sender.userId}, 'Is this still open?', ${at.toISOString()}::timestamptz FROM th`);
}

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  const [b1, b2, b3] = await Promise.all([
    createVerifiedBroker(t),
    createVerifiedBroker(t),
    createVerifiedBroker(t),
  ]);
  const [t1, t2, t3, t4, t5] = await Promise.all([
    createTrucker(t),
    createTrucker(t),
    createTrucker(t),
    createTrucker(t),
    createTrucker(t),
  ]);
  // Day 3: two Dallas → Houston flatbeds booked in 30 and 60 minutes ($2.50 and $3.00 a mile).
  await load({
    broker: b1!,
    postedAt: day(3, HOUR),
    status: 'booked',
    booking: { trucker: t1!, at: day(3, HOUR + 30 * MINUTE) },
  });
  await load({
    broker: b1!,
    postedAt: day(3, 2 * HOUR),
    status: 'in_transit',
    rateCents: 120_000,
    booking: { trucker: t2!, at: day(3, 3 * HOUR) },
  });
  // Day 2 → day 1: a Houston → Austin reefer booked a day after posting ($4.00), delivered on day 1.
  const reefer = await load({
    broker: b2!,
    postedAt: day(2, 5 * HOUR),
    status: 'delivered',
    from: 'houston',
    to: 'austin',
    equipment: 'Reefer',
    rateCents: 80_000,
    miles: 200,
    booking: { trucker: t1!, at: day(1, 5 * HOUR), deliveredAt: day(1, 10 * HOUR) },
  });
  // Day 5: expired unbooked (swept).
  await load({
    broker: b2!,
    postedAt: day(5, HOUR),
    status: 'expired',
    expiresAt: day(5, 3 * HOUR),
    expiredAt: day(5, 3 * HOUR),
  });
  // Day 1: past its expiry but not swept yet: expired unbooked all the same.
  await load({ broker: b1!, postedAt: day(1, HOUR), status: 'active', expiresAt: day(1, 3 * HOUR) });
  // Day 4: cancelled unbooked (ended, not a ghost).
  await load({ broker: b2!, postedAt: day(4, HOUR), status: 'cancelled' });
  // Day 2 and the first second of day 6: still on the board (not ended).
  await load({ broker: b1!, postedAt: day(2, HOUR), status: 'active' });
  await load({ broker: b2!, postedAt: day(6, 1000), status: 'active' });
  // Posted the last hour before the 7-day range, expired inside it (day 6).
  await load({
    broker: b1!,
    postedAt: day(7, 23 * HOUR),
    status: 'expired',
    expiresAt: day(6, HOUR),
    expiredAt: day(6, HOUR),
  });
  // Day 10 (inside 30 days only): broker 3 posts, trucker 4 books an hour later.
  const old = await load({
    broker: b3!,
    postedAt: day(10, HOUR),
    status: 'booked',
    booking: { trucker: t4!, at: day(10, 2 * HOUR) },
  });
  // Chats: trucker 3 writes on day 2 (active), trucker 5 on day 10 (30 days only), a broker's
  // message never makes a trucker active.
  await chat(reefer, t3!, t3!, day(2, 6 * HOUR));
  await chat(old, t5!, t5!, day(10, 3 * HOUR));
  await chat(reefer, t5!, b2!, day(1, HOUR));
});
afterAll(async () => {
  await t?.close();
});

async function analytics(days: number): Promise<AdminAnalytics> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics?days=${days}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminAnalytics.parse(res.json());
}

describe('GET /api/admin/analytics?days=7', () => {
  it('counts posted, booked and expired-unbooked loads per UTC day, every day of the range', async () => {
    const a = await analytics(7);
    expect(a.days).toBe(7);
    const expected: Record<number, [number, number, number]> = {
      6: [1, 0, 1],
      5: [1, 0, 1],
      4: [1, 0, 0],
      3: [2, 2, 0],
      2: [2, 0, 0],
      1: [1, 1, 1],
      0: [0, 0, 0],
    };
    expect(a.daily).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((k) => ({
        date: isoDay(k),
        posted: expected[k]![0],
        booked: expected[k]![1],
        expiredUnbooked: expected[k]![2],
      })),
    );
  });

  it('totals with the median time to book and the ghost-load rate', async () => {
    const { totals } = await analytics(7);
    // Booked in 30, 60 and 1440 minutes → 60. Ended loads posted in the range: 3 booked, 1 swept
    // expired, 1 past expiry, 1 cancelled = 6, of which 2 expired unbooked.
    expect(totals).toEqual({
      posted: 8,
      booked: 3,
      expiredUnbooked: 3,
      medianMinutesToBook: 60,
      ghostLoadRate: 0.3333,
    });
  });

  it('averages the booked rate per mile by week and equipment, and ranks lanes by bookings', async () => {
    const a = await analytics(7);
    const weekly = new Map<string, { cents: number[] }>();
    for (const [k, equipment, cents] of [
      [3, 'Flatbed', 250],
      [3, 'Flatbed', 300],
      [1, 'Reefer', 400],
    ] as const) {
      const key = `${weekOf(k)}|${equipment}`;
      weekly.set(key, { cents: [...(weekly.get(key)?.cents ?? []), cents] });
    }
    const expected = [...weekly]
      .map(([key, { cents }]) => {
        const [weekStart, equipment] = key.split('|') as [string, EquipmentType];
        return {
          weekStart,
          equipment,
          averageCents: Math.round(cents.reduce((s, c) => s + c, 0) / cents.length),
          bookings: cents.length,
        };
      })
      .sort((x, y) => x.weekStart.localeCompare(y.weekStart) || x.equipment.localeCompare(y.equipment));
    expect(a.ratePerMile).toEqual(expected);

    expect(a.topLanes).toEqual([
      {
        origin: { market: '752', label: expect.stringContaining('752') },
        destination: { market: '770', label: expect.stringContaining('770') },
        bookings: 2,
        averageCents: 275,
      },
      {
        origin: { market: '770', label: expect.stringContaining('770') },
        destination: { market: '787', label: expect.stringContaining('787') },
        bookings: 1,
        averageCents: 400,
      },
    ]);
  });

  it('counts brokers who posted and truckers who booked, delivered or chatted', async () => {
    expect((await analytics(7)).activeMembers).toEqual({ brokers: 2, truckers: 3 });
  });
});

describe('GET /api/admin/analytics?days=30', () => {
  it('widens every figure to 30 days', async () => {
    const a = await analytics(30);
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]?.date).toBe(isoDay(29));
    expect(a.daily.at(-1)?.date).toBe(isoDay(0));
    expect(a.daily.find((d) => d.date === isoDay(10))).toEqual({
      date: isoDay(10),
      posted: 1,
      booked: 1,
      expiredUnbooked: 0,
    });
    // + the day-10 booking (60 min) and the load posted on day 7 (a ghost): 30, 60, 60, 1440 → 60;
    // 8 ended, 3 ghosts.
    expect(a.totals).toEqual({
      posted: 10,
      booked: 4,
      expiredUnbooked: 3,
      medianMinutesToBook: 60,
      ghostLoadRate: 0.375,
    });
    expect(a.topLanes[0]).toMatchObject({ bookings: 3, averageCents: 267 });
    expect(a.activeMembers).toEqual({ brokers: 3, truckers: 5 });
  });

  it('365 days and the default range answer too', async () => {
    expect((await analytics(365)).daily).toHaveLength(365);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: bearer(admin.token),
    });
    expect(res.json().days).toBe(30);
  });
});

describe('refusals', () => {
  it.each(['5', '0', '31', 'week', '7.5'])('days=%s is a 400 naming days', async (days) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics?days=${days}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'days' }));
  });

  it('is for admins only', async () => {
    const broker = await createVerifiedBroker(t);
    const trucker = await createTrucker(t);
    for (const who of [broker, trucker]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/analytics?days=7',
        headers: bearer(who.token),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics?days=7' })).statusCode).toBe(401);
  });
});
