import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOAD_JUST_BOOKED_MESSAGE } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { bookLoad, createBooking, createTruckers, follow, insertLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

// What a booking race leaves behind besides its responses (bookings-concurrency.test.ts has the
// 200-trucker race): one booking and one of each of its effects, none from a loser.
const RACERS = 60;

let t: TestApp;
let broker: TestAccount;
let truckers: TestAccount[];
beforeAll(async () => {
  t = await createAuthTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  broker = await createVerifiedBroker(t);
  truckers = await createTruckers(t, RACERS);
}, 180_000);
afterAll(async () => t?.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await t.db.database.db.execute<{ n: number }>(query);
  return Number(rows[0]?.n);
}

const byStatus = <R extends { statusCode: number }>(responses: R[], status: number) =>
  responses.filter((r) => r.statusCode === status);

describe('a booking race, by what it writes and tells', () => {
  it('books once: one booking, contract and lane sample, two rate confirmations, one live booking event', async () => {
    const { id, number } = await insertLoad(t, { brokerId: broker.userId });
    const brokerTabs = await follow(t, [`user:${broker.userId}`], broker.token);

    const responses = await Promise.all(
      truckers.map((trucker) => bookLoad(t, trucker.token, id, { confirmOverlap: true })),
    );

    const [won] = byStatus(responses, 201);
    expect(byStatus(responses, 201)).toHaveLength(1);
    const losers = byStatus(responses, 409);
    expect(losers).toHaveLength(RACERS - 1);
    for (const res of losers) {
      expect(res.json()).toMatchObject({ code: 'conflict', detail: LOAD_JUST_BOOKED_MESSAGE });
    }
    const winner = truckers[responses.indexOf(won!)]!;
    const bookingId = won!.json().id as string;

    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE load_id = ${id}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM contracts WHERE load_id = ${id}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM lane_rate_samples WHERE load_id = ${id}`)).toBe(1);
    const { rows: mails } = await t.db.database.db.execute<{ to_address: string }>(
      sql`SELECT to_address FROM mail_outbox WHERE subject LIKE ${`Rate confirmation HC-${number}:%`}`,
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual([broker.email, winner.email].sort());

    // Live events arrive in commit order: once a later booking's event is in, every event of the
    // race is too, and the broker heard of exactly one booking of the load.
    const later = await createBooking(t, broker.userId, winner);
    await brokerTabs.next(
      (m) =>
        m.type === 'event' &&
        m.event.type === 'booking.updated' &&
        (m.event.data as { id?: string }).id === later.bookingId,
    );
    const heard = brokerTabs.messages.filter(
      (m) =>
        m.type === 'event' &&
        m.event.type === 'booking.updated' &&
        (m.event.data as { loadId?: string }).loadId === id,
    );
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ event: { data: { id: bookingId, loadId: id } } });
    brokerTabs.socket.close();
  }, 120_000);

  it('explains a refusal from fresh facts when the gate waited on a booking in flight', async () => {
    // Another booking of the load (e.g. from another API process) holds its row while these
    // truckers arrive: they find it bookable, one waits at the gate (the other waits for that
    // attempt in this process), and both are refused once that booking commits.
    const { id } = await insertLoad(t, { brokerId: broker.userId });
    const [holder, a, b] = truckers as [TestAccount, TestAccount, TestAccount];
    const other = await t.db.database.pool.connect();
    let bookingId: string | undefined;
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE loads SET status = 'booked', updated_at = now() WHERE id = $1`, [id]);
      // (inject sends a request once awaited: Promise.resolve starts them now)
      const pending = [a, b].map((trucker) =>
        Promise.resolve(bookLoad(t, trucker.token, id, { confirmOverlap: true })),
      );
      // One is at the gate, waiting for the row.
      // (polled from another connection: a transaction sees pg_stat_activity as it first read it)
      while (
        (await count(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE 'update "loads" set "status"%'`)) < 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { rows } = await other.query<{ id: string }>(
        `INSERT INTO bookings (load_id, trucker_id, broker_id, rate_cents, miles)
         SELECT id, $2, broker_id, rate_cents, miles FROM loads WHERE id = $1 RETURNING id`,
        [id, holder.userId],
      );
      bookingId = rows[0]!.id;
      await other.query('COMMIT');
      for (const res of await Promise.all(pending)) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'conflict', detail: LOAD_JUST_BOOKED_MESSAGE });
      }
    } finally {
      await other.query('ROLLBACK'); // (after the COMMIT, a no-op; after a failure, the row's lock goes)
      other.release();
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE load_id = ${id}`)).toBe(1);
    // Its trucker's repeat is answered with that booking (200), by the probe alone.
    const again = await bookLoad(t, holder.token, id, { confirmOverlap: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(bookingId);
  }, 60_000);
});
