import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOAD_JUST_BOOKED_MESSAGE } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import {
  bookLoad,
  createTrucker,
  createTruckerWithoutProfile,
  createTruckers,
  insertLoad,
} from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

const TRUCKERS = 200;
const LOADS = 3;

let t: TestApp;
let broker: TestAccount;
let truckers: TestAccount[];
beforeAll(async () => {
  // 600+ requests from one test client: lift the per-IP limit, not the behaviour under test.
  t = await createAuthTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  broker = await createVerifiedBroker(t);
  truckers = await createTruckers(t, TRUCKERS);
}, 180_000);
afterAll(async () => t?.close());

async function bookingRows(loadId: string) {
  const { rows } = await t.db.database.db.execute<{ id: string; trucker_id: string }>(
    sql`SELECT id, trucker_id FROM bookings WHERE load_id = ${loadId}`,
  );
  return rows;
}

describe('booking one load from many truckers at once', () => {
  it(`gives exactly one of ${TRUCKERS} truckers the load (201) and tells the others it has just been booked (409)`, async () => {
    for (let round = 0; round < LOADS; round += 1) {
      const { id } = await insertLoad(t, { brokerId: broker.userId });
      const responses = await Promise.all(
        truckers.map((trucker) => bookLoad(t, trucker.token, id, { confirmOverlap: true })),
      );

      const winners = responses.filter((r) => r.statusCode === 201);
      const losers = responses.filter((r) => r.statusCode === 409);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(TRUCKERS - 1);
      for (const res of losers) {
        expect(res.json()).toMatchObject({ code: 'conflict', detail: LOAD_JUST_BOOKED_MESSAGE });
      }
      const rows = await bookingRows(id);
      expect(rows).toHaveLength(1);
      const winner = truckers[responses.indexOf(winners[0]!)]!;
      expect(rows[0]).toMatchObject({ id: winners[0]!.json().id, trucker_id: winner.userId });
      const load = await t.app.inject({
        method: 'GET',
        url: `/api/broker/loads/${id}`,
        headers: bearer(broker.token),
      });
      expect(load.json()).toMatchObject({ status: 'booked', booking: { trucker: { id: winner.userId } } });
    }
  }, 120_000);

  it('gives everyone held back by the attempt their own answer: a double submit its booking, no profile 403, the rest 409', async () => {
    const racers = truckers.slice(0, 40);
    const newcomers = await Promise.all([1, 2, 3].map(() => createTruckerWithoutProfile(t)));
    const { id } = await insertLoad(t, { brokerId: broker.userId });
    // The first racer presses Book twice; the newcomers press it among the racers.
    const callers = [...racers, racers[0]!, ...newcomers, ...racers.slice(1, 10)];
    const responses = await Promise.all(
      callers.map((c) => bookLoad(t, c.token, id, { confirmOverlap: true })),
    );

    const winners = responses.filter((r) => r.statusCode === 201);
    expect(winners).toHaveLength(1);
    const winner = callers[responses.indexOf(winners[0]!)]!;
    const bookingId = winners[0]!.json().id;
    expect(await bookingRows(id)).toEqual([{ id: bookingId, trucker_id: winner.userId }]);
    responses.forEach((res, i) => {
      const caller = callers[i]!;
      if (res === winners[0]) return;
      if (newcomers.includes(caller)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'onboarding_required',
          detail: 'Complete onboarding first',
        });
      } else if (caller === winner) {
        // The winner's other press: their booking again.
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: bookingId, trucker: { id: winner.userId } });
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json()).toEqual({
          type: expect.any(String),
          title: expect.any(String),
          status: 409,
          detail: LOAD_JUST_BOOKED_MESSAGE,
          code: 'conflict',
          instance: `/api/loads/${id}/book`,
          requestId: expect.any(String),
        });
      }
    });
  }, 60_000);

  it('answers a double submit by the same trucker with one 201 and one 200 carrying the same booking', async () => {
    const trucker = await createTrucker(t);
    const { id } = await insertLoad(t, { brokerId: broker.userId });
    const [a, b] = await Promise.all([bookLoad(t, trucker.token, id), bookLoad(t, trucker.token, id)]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    expect(a!.json().id).toBe(b!.json().id);
    expect(await bookingRows(id)).toHaveLength(1);

    const again = await bookLoad(t, trucker.token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a!.json().id);
  });
});
