import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { bookings } from '../../../db/schema/index';

/**
 * The booking's delivery is settled without the broker's confirmation (the
 * automatic release, or an admin's resolution that released the money):
 * confirmed, with no confirming user, so the broker is not asked to confirm a
 * delivery whose money already moved.
 */
export async function markBookingSettled(db: DbExecutor, bookingId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ confirmedAt: sql`now()`, confirmedBy: null })
    .where(and(eq(bookings.id, bookingId), isNotNull(bookings.deliveredAt), isNull(bookings.confirmedAt)));
}

/**
 * Locks the contract's booking row (if any) before the contract is locked:
 * bookings before contracts is the one lock order of every booking step.
 */
export async function lockBookingOfContract(db: DbExecutor, contractId: string): Promise<void> {
  await db.execute(sql`
    SELECT b.id FROM bookings b JOIN contracts c ON c.booking_id = b.id
    WHERE c.id = ${contractId}::uuid FOR UPDATE OF b`);
}

/** Contracts whose held money is due for automatic release (no dispute, POD or futures completion older than `before`). */
export async function contractsDueForRelease(db: DbExecutor, before: Date, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT c.id FROM contracts c
    LEFT JOIN bookings b ON b.id = c.booking_id
    WHERE c.escrow_status = 'held' AND c.status = 'signed'
      AND coalesce(b.delivered_at, c.completed_at) <= ${before.toISOString()}::timestamptz
      AND (c.booking_id IS NULL OR b.cancelled_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM contract_disputes d WHERE d.contract_id = c.id)
    ORDER BY coalesce(b.delivered_at, c.completed_at)
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}
