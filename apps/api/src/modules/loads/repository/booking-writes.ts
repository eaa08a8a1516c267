import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { bookings } from '../../../db/schema/index';

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
