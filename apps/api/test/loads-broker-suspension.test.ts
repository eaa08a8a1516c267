import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_CONTRACT_TERMS, DEFAULT_PLATFORM_SETTINGS } from '@haulclub/shared';
import { bookingContractValues } from '../src/modules/contracts/index';
import { searchLoadsQuery } from '../src/modules/loads/index';
import { insertBookingWithContract } from '../src/modules/loads/repository/booking-writes';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, mailCount } from './helpers/auth';
import { bookLoad, createTrucker, eventAbout, follow, insertLoad, PLACES } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

// While a broker is suspended their loads are off the board and unbookable for truckers, at once;
// bookings already made stay with their truckers, flagged; reinstating brings the unexpired loads back.

let t: TestApp;
let admin: TestAccount;
let dana: TestAccount;
let otherBroker: TestAccount;
let ray: TestAccount;
let lena: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  dana = await createVerifiedBroker(t);
  otherBroker = await createVerifiedBroker(t);
  ray = await createTrucker(t);
  lena = await createTrucker(t);
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const adminPost = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });

async function boardIds(token: string): Promise<string[]> {
  const res = await get('/api/loads?pageSize=50', token);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((l: { id: string }) => l.id);
}

describe('suspending a broker', () => {
  it('takes their loads off the board at once and live, refuses booking and chat, keeps bookings made with a notice; reinstating brings the unexpired loads back', async () => {
    const open = await insertLoad(t, { brokerId: dana.userId });
    const expiring = await insertLoad(t, { brokerId: dana.userId, from: 'austin' });
    const booked = await insertLoad(t, { brokerId: dana.userId, from: 'houston' });
    const others = await insertLoad(t, { brokerId: otherBroker.userId });
    const booking = await bookLoad(t, ray.token, booked.id);
    expect(booking.statusCode).toBe(201);
    expect(booking.json().brokerSuspended).toBe(false);
    expect(await boardIds(lena.token)).toEqual(expect.arrayContaining([open.id, expiring.id, others.id]));

    const board = await follow(t, ['loads']);
    const suspended = await adminPost(`/api/admin/users/${dana.userId}/suspend`, {
      reason: 'Double brokering',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await eventAbout(board, 'loads', 'load.removed', open.id)).toMatchObject({ status: 'active' });
    await eventAbout(board, 'loads', 'load.removed', expiring.id);

    // Search, detail, booking and chat: gone for truckers, with no cache in between.
    const ids = await boardIds(lena.token);
    expect(ids).not.toContain(open.id);
    expect(ids).not.toContain(expiring.id);
    expect(ids).toContain(others.id);
    expect((await get(`/api/loads/${open.id}`, lena.token)).statusCode).toBe(404);
    const mailsBefore = await mailCount(t.app, lena.email);
    const refused = await bookLoad(t, lena.token, open.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'gone', detail: 'This load is no longer available' });
    expect(await mailCount(t.app, lena.email)).toBe(mailsBefore); // no rate confirmation
    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${open.id}/chat`,
      headers: bearer(lena.token),
    });
    expect(chat.statusCode).toBe(404);
    const status = await t.db.database.db.execute<{ status: string }>(
      sql`SELECT status FROM loads WHERE id = ${open.id}`,
    );
    expect(status.rows[0]?.status).toBe('active'); // nothing was booked

    // Ray's booking stays his, flagged, and its load stays readable to him.
    const list = await get('/api/trucker/bookings', ray.token);
    const mine = list.json().items.find((b: { id: string }) => b.id === booking.json().id);
    expect(mine).toMatchObject({ brokerSuspended: true, stage: 'booked' });
    const one = await get(`/api/bookings/${booking.json().id as string}`, ray.token);
    expect(one.json()).toMatchObject({ brokerSuspended: true });
    expect((await get(`/api/loads/${booked.id}`, ray.token)).statusCode).toBe(200);

    // One load expires during the suspension; reinstating brings back only the unexpired one.
    await t.db.database.db.execute(
      sql`UPDATE loads SET expires_at = now() - interval '1 second' WHERE id = ${expiring.id}`,
    );
    const reinstated = await adminPost(`/api/admin/users/${dana.userId}/reinstate`);
    expect(reinstated.statusCode).toBe(200);
    expect(await eventAbout(board, 'loads', 'load.posted', open.id)).toMatchObject({ status: 'active' });
    board.socket.close();
    const back = await boardIds(lena.token);
    expect(back).toContain(open.id);
    expect(back).not.toContain(expiring.id);
    expect((await get(`/api/bookings/${booking.json().id as string}`, ray.token)).json()).toMatchObject({
      brokerSuspended: false,
    });
    expect((await bookLoad(t, lena.token, open.id)).statusCode).toBe(201);
  });

  it('lets a suspension and a booking race without a booking slipping past the suspension', async () => {
    for (let round = 0; round < 5; round += 1) {
      const broker = await createVerifiedBroker(t);
      const load = await insertLoad(t, { brokerId: broker.userId });
      const [suspend, book] = await Promise.all([
        adminPost(`/api/admin/users/${broker.userId}/suspend`, { reason: 'race' }),
        bookLoad(t, lena.token, load.id, { confirmOverlap: true }),
      ]);
      expect(suspend.statusCode).toBe(200);
      expect([201, 404, 410]).toContain(book.statusCode);
      const { rows } = await t.db.database.db.execute<{ booked_at: string; suspended_at: string }>(sql`
        SELECT bk.booked_at, u.suspended_at FROM bookings bk JOIN users u ON u.id = bk.broker_id
        WHERE bk.load_id = ${load.id}`);
      // Either no booking, or one that committed before the suspension did.
      if (book.statusCode === 201) {
        expect(rows).toHaveLength(1);
        expect(new Date(rows[0]!.booked_at).getTime()).toBeLessThanOrEqual(
          new Date(rows[0]!.suspended_at).getTime() + 1000,
        );
      } else {
        expect(rows).toHaveLength(0);
      }
    }
  });

  it("has the booking's own insert refuse a broker suspended after the gate passed (nothing written)", async () => {
    const broker = await createVerifiedBroker(t);
    const load = await insertLoad(t, { brokerId: broker.userId, rateCents: 200_000 });
    const booking = {
      loadId: load.id,
      truckerId: lena.userId,
      brokerId: broker.userId,
      rateCents: 200_000,
      miles: 240,
    };
    const values = bookingContractValues({}, booking.rateCents);
    const db = t.db.database.db;
    await db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${broker.userId}`);
    expect(await insertBookingWithContract(db, booking, values)).toBeNull();
    const written = async () =>
      db.execute<{ bookings: number; contracts: number }>(sql`
        SELECT (SELECT count(*)::int FROM bookings WHERE load_id = ${load.id}) AS bookings,
          (SELECT count(*)::int FROM contracts WHERE load_id = ${load.id}) AS contracts`);
    expect((await written()).rows[0]).toEqual({ bookings: 0, contracts: 0 });

    // Not suspended: the booking and its pending contract with the default terms, split 80/10/10.
    await db.execute(sql`UPDATE users SET suspended_at = NULL WHERE id = ${broker.userId}`);
    const made = await insertBookingWithContract(db, booking, values);
    expect(made?.contract).toMatchObject({
      status: 'pending',
      escrowStatus: 'pending',
      brokerId: broker.userId,
    });
    const { rows } = await db.execute<{ id: string; terms: unknown; trucker: number; platform: number }>(sql`
      SELECT c.id, c.contract_terms AS terms, c.trucker_cents::int AS trucker, c.platform_cents::int AS platform
      FROM contracts c JOIN bookings b ON b.id = c.booking_id WHERE b.id = ${made!.id}`);
    expect(rows).toEqual([
      { id: made!.contract!.id, terms: DEFAULT_CONTRACT_TERMS, trucker: 160_000, platform: 20_000 },
    ]);
  });

  it('keeps the board search on its GiST index', async () => {
    // A board big enough for the planner to prefer the partial GiST index over a scan.
    await t.db.database.db.execute(sql`
      INSERT INTO loads (broker_id, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
        delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
        pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
        equipment, weight_lbs, commodity, rate_cents, miles, estimated_miles, expiry_hours, expires_at)
      SELECT ${otherBroker.userId}::uuid, 'Somewhere', 'TX', '75201', 26 + random() * 22, -123 + random() * 55,
        'Elsewhere', 'TX', '77002', 26 + random() * 22, -123 + random() * 55,
        now() + interval '2 hours', now() + interval '4 hours', now() + interval '8 hours', now() + interval '12 hours',
        'Flatbed', 20000, 'Steel', 90000, 240, 240, 2, now() + interval '2 hours'
      FROM generate_series(1, 5000)`);
    await t.db.database.db.execute(sql`ANALYZE loads`);
    await t.db.database.db.execute(sql`ANALYZE users`);
    const query = searchLoadsQuery({
      truckerId: lena.userId,
      premiumWindowMinutes: DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes,
      origin: { ...PLACES.dallas, radiusMiles: 50 },
      destination: null,
      deadheadFrom: null,
      equipment: null,
      minRatePerMileCents: null,
      maxMiles: null,
      pickupFrom: null,
      pickupBefore: null,
      sort: 'newest',
      limit: 25,
      offset: 0,
    });
    const plan = await t.db.database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    // The active board's pickup GiST index, or the lane index whose leading columns are the pickup's.
    expect(text).toMatch(/loads_active_(pickup_earth|lane)_idx/);
    expect(text).not.toMatch(/Seq Scan on loads/);
  });
});
