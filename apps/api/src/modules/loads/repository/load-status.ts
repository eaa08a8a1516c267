import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LoadStatus } from '@haulclub/shared';
import type { PgSession, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client';
import { bookings, loads, users } from '../../../db/schema/index';
import type { LoadRow } from './load-writes';
import { inPremiumWindow, visibleToTruckers, type TruckerViewer } from './load-columns';

/**
 * THE booking gate: one conditional update. Concurrent bookers queue on the
 * row lock and re-check the predicate after the winner commits, so exactly
 * one of them gets the row. With `rateCents`, the load must still have that rate.
 * The predicate is the trucker-visibility one for the booker (a suspended broker's load is not
 * bookable; a premium load inside its early-access window only by a trucker with early access).
 */
export async function markLoadBooked(
  db: DbExecutor,
  id: string,
  rateCents: number | undefined,
  booker: TruckerViewer,
): Promise<LoadRow | undefined> {
  const withRate = rateCents !== undefined;
  const gate = (withRate ? gateWithRate : gateAnyRate) ?? buildGate(db, withRate);
  // drizzle's session is on every handle (database and transaction), untyped on them.
  const { session } = db as unknown as { session: PgSession };
  const rows = (await session
    .prepareQuery(gate.query, gate.fields, gate.name, true, undefined, { type: 'update', tables: ['loads'] })
    .execute({
      id,
      truckerId: booker.truckerId,
      premiumWindowMinutes: booker.premiumWindowMinutes,
      rateCents,
    })) as LoadRow[];
  return rows[0];
}

interface BuiltGate {
  name: string;
  query: { sql: string; params: unknown[] };
  fields: SelectedFieldsOrdered;
}

let gateWithRate: BuiltGate | undefined;
let gateAnyRate: BuiltGate | undefined;

/**
 * The gate's statement, built once per shape (with or without the expected rate) with placeholders
 * for the load, the booker and the rate, and run as a named statement (parsed and planned once per
 * connection; its plan is the primary key's): building it with drizzle per booking cost Node CPU
 * on every winner's transaction. Same text and row mapping as drizzle's update … returning.
 */
function buildGate(db: DbExecutor, withRate: boolean): BuiltGate {
  const builder = db
    .update(loads)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(
      and(
        eq(loads.id, sql.placeholder('id')),
        visibleToTruckers('loads', {
          truckerId: sql`${sql.placeholder('truckerId')}::uuid`,
          premiumWindowMinutes: sql.placeholder('premiumWindowMinutes') as unknown as number,
        }),
        withRate ? eq(loads.rateCents, sql.placeholder('rateCents')) : undefined,
      ),
    )
    .returning();
  const fields = (builder as unknown as { config: { returning?: SelectedFieldsOrdered } }).config.returning;
  if (!fields) throw new Error('the booking gate has no returning fields');
  const built: BuiltGate = {
    name: withRate ? 'haulclub-booking-gate-rate' : 'haulclub-booking-gate',
    query: builder.toSQL(),
    fields,
  };
  if (withRate) gateWithRate = built;
  else gateAnyRate = built;
  return built;
}

/** Moves a load one delivery step on (booked → in_transit → delivered); a no-op from any other status. */
export async function advanceLoadStatus(
  db: DbExecutor,
  id: string,
  from: LoadStatus,
  to: LoadStatus,
): Promise<void> {
  await db
    .update(loads)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(loads.id, id), eq(loads.status, from)));
}

/**
 * Marks up to `limit` active loads past their expiry as expired. Rows another
 * process is sweeping (or booking) are skipped, so several API processes can
 * sweep at once and each load is reported exactly once.
 */
export async function expireDueLoads(
  db: DbExecutor,
  limit: number,
): Promise<{ id: string; brokerId: string }[]> {
  const { rows } = await db.execute<{ id: string; brokerId: string }>(sql`
    WITH due AS (
      SELECT id FROM loads
      WHERE status = 'active' AND expires_at <= now()
      ORDER BY expires_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE loads l SET status = 'expired', expired_at = now(), updated_at = now()
    FROM due
    WHERE l.id = due.id AND l.status = 'active' AND l.expires_at <= now()
    RETURNING l.id, l.broker_id AS "brokerId"`);
  return rows;
}

/** The facts a refusal is explained by (`findLoadState`, or the booking probe); null: no such load. */
export interface RefusedLoadState {
  status: LoadStatus;
  rateCents: number;
  expired: boolean;
  bookingId: string | null;
  bookedBy: string | null;
  brokerSuspended: boolean;
  hiddenPremium: boolean;
}

/**
 * What the booking gate needs to explain a refusal, in one read: the load's
 * status and rate, whether it is past its expiry by the database clock, who
 * booked it, and whether it is a premium load still inside its early-access
 * window that `viewer` has no early access to.
 */
export async function findLoadState(
  db: DbExecutor,
  id: string,
  viewer: TruckerViewer,
): Promise<RefusedLoadState | undefined> {
  const [row] = await db
    .select({
      status: loads.status,
      rateCents: loads.rateCents,
      expired: sql<boolean>`${loads.expiresAt} <= now()`,
      brokerSuspended: brokerSuspendedSql(loads.brokerId),
      hiddenPremium: sql<boolean>`(${inPremiumWindow('loads', viewer.premiumWindowMinutes)}
        AND NOT EXISTS (SELECT 1 FROM speed_scores ea WHERE ea.user_id = ${viewer.truckerId}::uuid AND ea.early_access))`,
      bookingId: bookings.id,
      bookedBy: bookings.truckerId,
    })
    .from(loads)
    .leftJoin(bookings, eq(bookings.loadId, loads.id))
    .where(eq(loads.id, id))
    .limit(1);
  return row;
}

/** Whether the user behind `brokerId` (a column or value) is suspended now. */
function brokerSuspendedSql(brokerId: unknown): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${brokerId} AND ${users.suspendedAt} IS NOT NULL)`;
}

/**
 * Whether a broker is suspended, read by a statement of its own: after the
 * booking gate waited on a load row that a suspension had locked, this sees
 * the committed suspension the gate's snapshot could not.
 */
export async function isBrokerSuspended(db: DbExecutor, brokerId: string): Promise<boolean> {
  const { rows } = await db.execute<{ suspended: boolean }>(
    sql`SELECT ${brokerSuspendedSql(sql`${brokerId}::uuid`)} AS suspended`,
  );
  return rows[0]?.suspended ?? false;
}

/**
 * Locks a broker's loads that are on the board (active, unexpired) and
 * returns them, oldest first: a suspension or reinstatement announces them,
 * and a concurrent booking of one of them waits for the decision.
 */
export async function lockBoardLoadsOf(
  db: DbExecutor,
  brokerId: string,
): Promise<{ id: string; brokerId: string; status: LoadStatus }[]> {
  return db
    .select({ id: loads.id, brokerId: loads.brokerId, status: loads.status })
    .from(loads)
    .where(and(eq(loads.brokerId, brokerId), eq(loads.status, 'active'), sql`${loads.expiresAt} > now()`))
    .orderBy(loads.postedAt)
    .for('update');
}
