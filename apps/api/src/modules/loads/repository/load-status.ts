import { and, eq, sql } from 'drizzle-orm';
import type { LoadStatus } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { bookings, loads } from '../../../db/schema/index';
import type { LoadRow } from './load-writes';

/**
 * THE booking gate: one conditional update. Concurrent bookers queue on the
 * row lock and re-check the predicate after the winner commits, so exactly
 * one of them gets the row. With `rateCents`, the load must still have that rate.
 */
export async function markLoadBooked(
  db: DbExecutor,
  id: string,
  rateCents: number | undefined,
): Promise<LoadRow | undefined> {
  const [row] = await db
    .update(loads)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(
      and(
        eq(loads.id, id),
        eq(loads.status, 'active'),
        sql`${loads.expiresAt} > now()`,
        rateCents === undefined ? undefined : eq(loads.rateCents, rateCents),
      ),
    )
    .returning();
  return row;
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

/**
 * What the booking gate needs to explain a refusal, in one read: the load's
 * status and rate, whether it is past its expiry by the database clock, and
 * who booked it.
 */
export async function findLoadState(
  db: DbExecutor,
  id: string,
): Promise<
  | {
      status: LoadStatus;
      rateCents: number;
      expired: boolean;
      bookingId: string | null;
      bookedBy: string | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      status: loads.status,
      rateCents: loads.rateCents,
      expired: sql<boolean>`${loads.expiresAt} <= now()`,
      bookingId: bookings.id,
      bookedBy: bookings.truckerId,
    })
    .from(loads)
    .leftJoin(bookings, eq(bookings.loadId, loads.id))
    .where(eq(loads.id, id))
    .limit(1);
  return row;
}
