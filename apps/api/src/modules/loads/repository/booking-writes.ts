import { and, eq, fillPlaceholders, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ContractStatus, EscrowStatus, LoadStatus } from '@haulclub/shared';
import type { Db, DbExecutor } from '../../../db/client';
import { executeNamedText } from '../../../db/named-statement';
import * as schema from '../../../db/schema/index';
import { bookings } from '../../../db/schema/index';
import { inPremiumWindow, visibleToTruckers } from './load-columns';

export type BookingRow = typeof bookings.$inferSelect;

const now = sql`now()`;
const open = isNull(bookings.cancelledAt);

/** The contract's columns the booking's statement writes besides the booking's own (`bookingContractValues`). */
export interface BookingContractValues {
  truckerCents: number;
  brokerCents: number;
  platformCents: number;
  tonuFeeCents: number;
  /** JSON of the terms a broker without default terms gets. */
  defaultTerms: string;
}

/**
 * The booking gate's winner's booking row and its contract (pending, escrow pending, the broker's
 * default terms, else `defaultTerms`), in one named statement with constant text (nothing built per
 * booking), unless the broker is suspended now: the suspension is read by this statement's own
 * snapshot, taken after the gate's row lock was granted, so it sees a suspension the gate waited for
 * (as `isBrokerSuspended` would). Returns null when the broker is suspended (nothing written). A
 * second booking of the load fails on `bookings_load_key` as before. `contract` is null if the
 * booking somehow already had one (the contract insert's conflicts do nothing, as
 * `createContractForBooking`'s).
 */
export async function insertBookingWithContract(
  db: DbExecutor,
  row: { loadId: string; truckerId: string; brokerId: string; rateCents: number; miles: number },
  contract: BookingContractValues,
): Promise<{
  id: string;
  contract: {
    id: string;
    status: ContractStatus;
    escrowStatus: EscrowStatus;
    brokerId: string;
    truckerId: string;
  } | null;
} | null> {
  const { rows } = await executeNamedText<{
    id: string;
    contractId: string | null;
    status: ContractStatus | null;
    escrowStatus: EscrowStatus | null;
  }>(db, 'haulclub-booking-contract-insert', {
    sql: `WITH booking AS (
        INSERT INTO bookings (load_id, trucker_id, broker_id, rate_cents, miles)
        SELECT $1::uuid, $2::uuid, $3::uuid, $4::bigint, $5::int
        WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = $3::uuid AND u.suspended_at IS NOT NULL)
        RETURNING id, load_id, trucker_id, broker_id, rate_cents
      ), contract AS (
        INSERT INTO contracts (booking_id, load_id, broker_id, trucker_id, total_cents, trucker_cents,
          broker_cents, platform_cents, contract_terms, tonu_fee_cents)
        SELECT b.id, b.load_id, b.broker_id, b.trucker_id, b.rate_cents, $6::bigint, $7::bigint, $8::bigint,
          COALESCE((SELECT t.terms FROM broker_contract_terms t WHERE t.broker_id = $3::uuid), $9::jsonb),
          $10::bigint
        FROM booking b
        ON CONFLICT DO NOTHING
        RETURNING id, booking_id, status, escrow_status
      )
      SELECT b.id, c.id AS "contractId", c.status, c.escrow_status AS "escrowStatus"
      FROM booking b LEFT JOIN contract c ON c.booking_id = b.id`,
    params: [
      row.loadId,
      row.truckerId,
      row.brokerId,
      row.rateCents,
      row.miles,
      contract.truckerCents,
      contract.brokerCents,
      contract.platformCents,
      contract.defaultTerms,
      contract.tonuFeeCents,
    ],
  });
  const [inserted] = rows;
  if (!inserted) return null;
  return {
    id: inserted.id,
    contract:
      inserted.contractId === null
        ? null
        : {
            id: inserted.contractId,
            status: inserted.status as ContractStatus,
            escrowStatus: inserted.escrowStatus as EscrowStatus,
            brokerId: row.brokerId,
            truckerId: row.truckerId,
          },
  };
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

/**
 * The probe's columns for the trucker `truckerId` (an SQL expression) offering `rateCents` (an
 * SQL expression, NULL for any rate), on the load joined as `l` and its booking as `b`.
 */
function probeColumns(truckerId: SQL, rateCents: SQL, window: number): SQL {
  const viewer = { truckerId, premiumWindowMinutes: window };
  return sql`
      EXISTS (SELECT 1 FROM truckers t WHERE t.user_id = ${truckerId}) AS "onboarded",
      COALESCE(${visibleToTruckers('l', viewer)}
        AND (${rateCents} IS NULL OR l.rate_cents = ${rateCents}),
        false) AS "bookable",
      l.status AS "status",
      l.rate_cents AS "rateCents",
      l.expires_at <= now() AS "expired",
      EXISTS (SELECT 1 FROM users su WHERE su.id = l.broker_id AND su.suspended_at IS NOT NULL) AS "brokerSuspended",
      (${inPremiumWindow('l', window)}
        AND NOT EXISTS (SELECT 1 FROM speed_scores ea WHERE ea.user_id = ${truckerId} AND ea.early_access)) AS "hiddenPremium",
      b.id AS "bookingId",
      b.trucker_id AS "bookedBy"`;
}

/**
 * The probe's statement text and parameter order, built once from the board's own predicates: one
 * row per trucker, in their order.
 */
const probeMany = (() => {
  const window = sql.placeholder('premiumWindowMinutes') as unknown as number;
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(sql`
    SELECT ${probeColumns(sql`v.trucker_id`, sql`v.rate_cents`, window)}
    FROM unnest(${sql.placeholder('truckerIds')}::uuid[], ${sql.placeholder('rateCents')}::bigint[])
      WITH ORDINALITY AS v (trucker_id, rate_cents, n)
    LEFT JOIN loads l ON l.id = ${sql.placeholder('loadId')}::uuid
    LEFT JOIN bookings b ON b.load_id = l.id
    ORDER BY v.n`);
  return { name: 'haulclub-booking-probe-many', text: query.sql, params: query.params };
})();

/** A connection the probe can run on (a pool, a checked-out client): node-postgres' query. */
export interface Queryable {
  query<R extends object>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * The booking probe: one prepared statement (parsed and planned once per connection, no query
 * building per request) that reads, for each of the truckers booking one load, without locking or
 * writing, whether they have a trucker profile, whether the booking gate (`markLoadBooked`) would
 * pass for them now, and, when it would not, everything `refusalOf` needs to say why. A refused
 * booking costs its share of this one round trip; only a booker who finds the load bookable goes on
 * to the gate's transaction, which alone decides the winner. One result per trucker, in their order.
 */
export async function probeBookings(
  db: Queryable,
  input: {
    loadId: string;
    truckers: readonly { truckerId: string; rateCents: number | undefined }[];
    premiumWindowMinutes: number;
  },
): Promise<BookingProbe[]> {
  const values = fillPlaceholders(probeMany.params, {
    loadId: input.loadId,
    truckerIds: input.truckers.map((t) => t.truckerId),
    rateCents: input.truckers.map((t) => t.rateCents ?? null),
    premiumWindowMinutes: input.premiumWindowMinutes,
  });
  const { rows } = await db.query<BookingProbe>({ name: probeMany.name, text: probeMany.text, values });
  if (rows.length !== input.truckers.length)
    throw new Error(`the booking probe returned ${rows.length} rows for ${input.truckers.length} truckers`);
  return rows;
}

/** A drizzle handle per pooled connection, made the first time the connection books (about 1 ms). */
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `fn` on one pooled connection (the booking probe, or the booking transaction) with a drizzle
 * handle on it. The booking service lets one booker per load and process at a time go on from the
 * probe to the transaction, so bookers never queue for the pool behind a probe that found the load
 * bookable.
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
