import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { bookings, loads } from '../../../db/schema/index';
import type { ScheduledLoad } from '../booking-overlap';

export type ScheduledBooking = ScheduledLoad & { bookingId: string; loadNumber: number };

/**
 * Serializes this trucker's bookings for the rest of the transaction, so two
 * bookings by the same trucker at once cannot both pass the overlap check.
 */
export async function lockTruckerSchedule(db: DbExecutor, truckerId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`trucker-schedule:${truckerId}`}))`);
}

/** The trucker's active bookings (neither cancelled nor delivered) other than `exceptLoadId`, with their loads' stops and windows. */
export async function listActiveSchedule(
  db: DbExecutor,
  truckerId: string,
  exceptLoadId: string,
): Promise<ScheduledBooking[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      loadNumber: loads.number,
      pickupLat: loads.pickupLat,
      pickupLng: loads.pickupLng,
      deliveryLat: loads.deliveryLat,
      deliveryLng: loads.deliveryLng,
      pickupWindowEnd: loads.pickupWindowEnd,
      deliveryWindowStart: loads.deliveryWindowStart,
    })
    .from(bookings)
    .innerJoin(loads, eq(loads.id, bookings.loadId))
    .where(
      and(
        eq(bookings.truckerId, truckerId),
        isNull(bookings.cancelledAt),
        isNull(bookings.deliveredAt),
        ne(bookings.loadId, exceptLoadId),
      ),
    )
    .orderBy(loads.pickupWindowStart);
  return rows.map((r) => ({
    bookingId: r.bookingId,
    loadNumber: r.loadNumber,
    pickup: { lat: r.pickupLat, lng: r.pickupLng },
    delivery: { lat: r.deliveryLat, lng: r.deliveryLng },
    pickupWindowEnd: r.pickupWindowEnd,
    deliveryWindowStart: r.deliveryWindowStart,
  }));
}
