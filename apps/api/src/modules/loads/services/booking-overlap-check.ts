import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findOverlap } from '../booking-overlap';
import type { LoadRow } from '../repository/load-writes';
import { listActiveSchedule } from '../repository/trucker-schedule';

/**
 * 409 `booking_overlap` naming the trucker's active booking that `load` cannot
 * be run with (before or after it). Call it holding the trucker's schedule lock.
 */
export async function assertNoOverlap(db: DbExecutor, truckerId: string, load: LoadRow): Promise<void> {
  const schedule = await listActiveSchedule(db, truckerId, load.id);
  const clash = findOverlap(
    {
      pickup: { lat: load.pickupLat, lng: load.pickupLng },
      delivery: { lat: load.deliveryLat, lng: load.deliveryLng },
      pickupWindowEnd: load.pickupWindowEnd,
      deliveryWindowStart: load.deliveryWindowStart,
    },
    schedule,
  );
  if (!clash) return;
  throw new AppError(
    'booking_overlap',
    `This load overlaps your booking HC-${clash.loadNumber}: one truck cannot reach either pickup in time after the other delivery. Book anyway to confirm.`,
    { extensions: { conflictingBooking: { id: clash.bookingId, loadNumber: clash.loadNumber } } },
  );
}
