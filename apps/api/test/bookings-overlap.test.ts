import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loads } from '../src/db/schema/index';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { bookLoad, createTrucker, insertLoad, type PlaceKey } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const base = Date.now() + 50 * HOUR;

/** An active load from → to, picked up within [pickup, pickup + 2 h] and delivered within [delivery, delivery + 4 h] (hours from `base`). */
async function scheduledLoad(from: PlaceKey, to: PlaceKey, pickup: number, delivery: number) {
  const load = await insertLoad(t, { brokerId: broker.userId, from, to });
  await t.db.database.db
    .update(loads)
    .set({
      pickupWindowStart: new Date(base + pickup * HOUR),
      pickupWindowEnd: new Date(base + (pickup + 2) * HOUR),
      deliveryWindowStart: new Date(base + delivery * HOUR),
      deliveryWindowEnd: new Date(base + (delivery + 4) * HOUR),
    })
    .where(eq(loads.id, load.id));
  return load;
}

const bookingsOf = async (truckerId: string) =>
  (await t.db.database.db.execute(sql`SELECT load_id FROM bookings WHERE trucker_id = ${truckerId}`)).rows
    .length;

describe('POST /api/loads/:id/book: overlapping bookings', () => {
  it('answers 409 booking_overlap naming the booking, then books with confirmOverlap: true', async () => {
    const trucker = await createTrucker(t);
    const first = await scheduledLoad('dallas', 'houston', 0, 6);
    const booked = await bookLoad(t, trucker.token, first.id);
    expect(booked.statusCode).toBe(201);
    // Denver's pickup closes 2 hours after Dallas's: nobody delivers in Houston and gets there first.
    const clash = await scheduledLoad('denver', 'dallas', 0, 14);

    const refused = await bookLoad(t, trucker.token, clash.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'booking_overlap',
      status: 409,
      detail: expect.stringContaining(`HC-${first.number}`),
      conflictingBooking: { id: booked.json().id, loadNumber: first.number },
    });
    expect(await bookingsOf(trucker.userId)).toBe(1);
    const [row] = await t.db.database.db.select().from(loads).where(eq(loads.id, clash.id));
    expect(row?.status).toBe('active');

    const confirmed = await bookLoad(t, trucker.token, clash.id, { confirmOverlap: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await bookingsOf(trucker.userId)).toBe(2);
  });

  it('books loads that chain after the drive at 50 mph, in either order', async () => {
    const trucker = await createTrucker(t);
    const first = await scheduledLoad('dallas', 'houston', 0, 6);
    expect((await bookLoad(t, trucker.token, first.id)).statusCode).toBe(201);
    // Houston → Dallas is about 5.4 hours at 50 mph: delivery opens at 6, this pickup closes at 12.
    const back = await scheduledLoad('dallas', 'oklahomaCity', 10, 20);
    expect((await bookLoad(t, trucker.token, back.id)).statusCode).toBe(201);
    // Booked last but run first: delivered in Dallas at 20 before the next day's pickup there.
    const earlier = await scheduledLoad('fortWorth', 'dallas', -40, -30);
    expect((await bookLoad(t, trucker.token, earlier.id)).statusCode).toBe(201);
  });

  it('does not count bookings that are delivered or cancelled', async () => {
    const trucker = await createTrucker(t);
    const first = await scheduledLoad('dallas', 'houston', 0, 6);
    const booked = await bookLoad(t, trucker.token, first.id);
    await t.db.database.db.execute(
      sql`UPDATE bookings SET delivered_at = now(), picked_up_at = now() WHERE id = ${booked.json().id}`,
    );
    const cancelled = await scheduledLoad('houston', 'denver', 0, 20);
    const other = await bookLoad(t, trucker.token, cancelled.id, { confirmOverlap: true });
    await t.db.database.db.execute(
      sql`UPDATE bookings SET cancelled_at = now() WHERE id = ${other.json().id}`,
    );
    const clash = await scheduledLoad('denver', 'dallas', 0, 14);
    expect((await bookLoad(t, trucker.token, clash.id)).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous overlapping bookings by the same trucker through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const trucker = await createTrucker(t);
      const a = await scheduledLoad('dallas', 'houston', 0, 6);
      const b = await scheduledLoad('denver', 'austin', 0, 14);
      const answers = await Promise.all([bookLoad(t, trucker.token, a.id), bookLoad(t, trucker.token, b.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await bookingsOf(trucker.userId)).toBe(1);
    }
  });

  it('refuses a confirmOverlap that is not a boolean with 400 naming the field', async () => {
    const trucker = await createTrucker(t);
    const load = await scheduledLoad('dallas', 'houston', 0, 6);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${load.id}/book`,
      headers: { authorization: `Bearer ${trucker.token}` },
      payload: { confirmOverlap: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field: 'confirmOverlap', message: expect.any(String) }]);
    expect(await bookingsOf(trucker.userId)).toBe(0);
  });
});
