import type { BookingView } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { markPickedUp } from '../repository/booking-writes';
import { advanceLoadStatus } from '../repository/load-status';
import { requireTrucker } from './access';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/** POST /api/bookings/:id/pickup: the booking's trucker has the freight; the load is in transit. */
export async function pickupLoad(
  deps: LoadsDeps,
  input: { bookingId: string; truckerId: string },
): Promise<BookingView> {
  await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    const picked = await markPickedUp(tx, input.bookingId, input.truckerId);
    if (picked) {
      await advanceLoadStatus(tx, picked.loadId, 'booked', 'in_transit');
      return announceBookingStep(deps, tx, picked.id);
    }
    const current = await partyBooking(tx, input.bookingId, { truckerId: input.truckerId });
    if (current.cancelledAt) throw bookingCancelled();
    // Already picked up: a repeat changes nothing.
    return bookingViewOf(tx, current.id);
  });
}
