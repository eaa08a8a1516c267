import { and, eq, fillPlaceholders, isNotNull, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { LoadStatus } from '@haulclub/shared';
import type { Db, DbExecutor } from '../../../db/client';
import * as schema from '../../../db/schema/index';
import { bookings } from '../../../db/schema/index';
import { inPremiumWindow, visibleToTruckers } from './load-columns';

export type BookingRow = typeof bookings.$inferSelect;

const now = sql`now()`;
const open = isNull(bookings.cancelledAt);

export async function insertBooking(
  db: DbExecutor,
  row: { loadId: string; truckerId: string; brokerId: string; rateCents: number; miles: number },
): Promise<BookingRow> {
  const [inserted] = await db.insert(bookings).values(row).returning();
  if (!inserted) throw new Error('insert into bookings returned nothing');
  return inserted;
}

export async function findBookingRow(db: DbExecutor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The booking row, locked for the rest of the transaction (a delivery step, then its contract). */
export async function lockBookingRow(db: DbExecutor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** booked → picked up, by the booking's trucker; nothing returned when that step does not apply. */
export async function markPickedUp(db: DbExecutor, id: string, truckerId: string) {
  const [row] = await db
    .update(bookings)
    .set({ pickedUpAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.truckerId, truckerId), open, isNull(bookings.pickedUpAt)))
    .returning();
  return row;
}

/** picked up → delivered with the proof-of-delivery note and photo. */
export async function markDelivered(
  db: DbExecutor,
  id: string,
  truckerId: string,
  pod: { note: string; photoId: string | null },
) {
  const [row] = await db
    .update(bookings)
    .set({ deliveredAt: now, podNote: pod.note, podPhotoId: pod.photoId })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.truckerId, truckerId),
        open,
        isNotNull(bookings.pickedUpAt),
        isNull(bookings.deliveredAt),
      ),
    )
    .returning();
  return row;
}

/** delivered → confirmed, by the booking's broker. */
export async function markConfirmed(db: DbExecutor, id: string, brokerId: string) {
  const [row] = await db
    .update(bookings)
    .set({ confirmedAt: now, confirmedBy: brokerId })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.brokerId, brokerId),
        open,
        isNotNull(bookings.deliveredAt),
        isNull(bookings.confirmedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends the load's open booking (a party's contract cancellation, an admin's cancellation of the
 * load), recording who cancelled: a trucker's own cancellation is a fall-off in their speed score.
 */
export async function cancelBookingOfLoad(
  db: DbExecutor,
  loadId: string,
  cancelledBy: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ cancelledAt: now, cancelledBy })
    .where(and(eq(bookings.loadId, loadId), open))
    .returning();
  return row;
}

/** What the booking probe learns in one read (the refusal's facts are those of `findLoadState`). */
export interface BookingProbe {
  /** The trucker has a trucker profile (onboarding done). */
  onboarded: boolean;
  /** The booking gate would pass now: the load is visible to this trucker and has the expected rate. */
  bookable: boolean;
  /** The rest is null when there is no such load. */
  status: LoadStatus | null;
  rateCents: number | null;
  expired: boolean | null;
  bookingId: string | null;
  bookedBy: string | null;
  brokerSuspended: boolean | null;
  hiddenPremium: boolean | null;
}

/** The statement text and parameter order, built once from the board's own predicates. */
const probe = (() => {
  const truckerId = sql`${sql.placeholder('truckerId')}::uuid`;
  // A placeholder where the predicate takes the window's minutes: it becomes a parameter.
  const window = sql.placeholder('premiumWindowMinutes') as unknown as number;
  const viewer = { truckerId, premiumWindowMinutes: window };
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(sql`
    SELECT
      EXISTS (SELECT 1 FROM truckers t WHERE t.user_id = ${truckerId}) AS "onboarded",
      COALESCE(${visibleToTruckers('l', viewer)}
        AND (${sql.placeholder('rateCents')}::bigint IS NULL OR l.rate_cents = ${sql.placeholder('rateCents')}::bigint),
        false) AS "bookable",
      l.status AS "status",
      l.rate_cents AS "rateCents",
      l.expires_at <= now() AS "expired",
      EXISTS (SELECT 1 FROM users su WHERE su.id = l.broker_id AND su.suspended_at IS NOT NULL) AS "brokerSuspended",
      (${inPremiumWindow('l', window)}
        AND NOT EXISTS (SELECT 1 FROM speed_scores ea WHERE ea.user_id = ${truckerId} AND ea.early_access)) AS "hiddenPremium",
      b.id AS "bookingId",
      b.trucker_id AS "bookedBy"
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN loads l ON l.id = ${sql.placeholder('loadId')}::uuid
    LEFT JOIN bookings b ON b.load_id = l.id`);
  return { name: 'haulclub-booking-probe', text: query.sql, params: query.params };
})();

/** A connection the probe can run on (a pool, a checked-out client): node-postgres' query. */
export interface Queryable {
  query<R extends object>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * The booking probe: one prepared statement (parsed and planned once per connection, no query
 * building per request) that reads, without locking or writing, whether `truckerId` has a trucker
 * profile, whether the booking gate (`markLoadBooked`) would pass now, and, when it would not,
 * everything `explainRefusedBooking` needs to say why. A refused booking costs this one round trip;
 * only a load that looks bookable goes on to the gate's transaction, which alone decides the winner.
 */
export async function probeBooking(
  db: Queryable,
  input: { loadId: string; truckerId: string; rateCents: number | undefined; premiumWindowMinutes: number },
): Promise<BookingProbe> {
  const values = fillPlaceholders(probe.params, {
    loadId: input.loadId,
    truckerId: input.truckerId,
    rateCents: input.rateCents ?? null,
    premiumWindowMinutes: input.premiumWindowMinutes,
  });
  const { rows } = await db.query<BookingProbe>({ name: probe.name, text: probe.text, values });
  const [row] = rows;
  if (!row) throw new Error('the booking probe returned no row');
  return row;
}

/** A drizzle handle per pooled connection, made the first time the connection books (about 1 ms). */
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `fn` on one pooled connection, held from the booking probe to the end of the booking
 * transaction. Were the probe's connection given back first, truckers queued for the pool behind
 * it would all probe before anyone reached the gate, see the load still bookable and all go on to
 * the transaction; holding it, at most one pool's worth of bookers can be between the probe and the
 * gate at once, and everyone after them finds the decision made (one round trip to be refused).
 */
export async function withBookingConnection<T>(
  db: Db,
  fn: (connection: { client: Queryable; db: Db }) => Promise<T>,
): Promise<T> {
  const pool = (db as Db & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return fn({ client: pool as Queryable, db });
  const client = await pool.connect();
  try {
    let onClient = onConnection.get(client);
    if (!onClient) {
      onClient = drizzle(client, { schema, casing: 'snake_case' });
      onConnection.set(client, onClient);
    }
    return await fn({ client: client as unknown as Queryable, db: onClient });
  } finally {
    client.release();
  }
}
