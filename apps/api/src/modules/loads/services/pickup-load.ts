import type { BookingView } from '@haulclub/shared';
import { applyBookingContractEvent } from '../../contracts/index';
import type { LoadsDeps } from '../deps';
import { lockBookingRow, markPickedUp } from '../repository/booking-writes';
import { advanceLoadStatus } from '../repository/load-status';
import { requireTrucker } from './access';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/**
 * POST /api/bookings/:id/pickup: the booking's trucker has the freight; the
 * load is in transit. Refused (409) until the broker has funded escrow: the
 * contract's `pickUp` event is applied in this transaction, under the
 * booking's lock, before the pickup is written.
 */
export async function pickupLoad(
  deps: LoadsDeps,
  input: { bookingId: string; truckerId: string },
): Promise<BookingView> {
  await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    await lockBookingRow(tx, input.bookingId);
    const current = await partyBooking(tx, input.bookingId, { truckerId: input.truckerId });
    if (current.cancelledAt) throw bookingCancelled();
    // Already picked up: a repeat changes nothing.
    if (current.pickedUpAt) return bookingViewOf(tx, current.id, input.truckerId);
    await applyBookingContractEvent(deps, tx, current.id, { type: 'pickUp' }, { actorId: input.truckerId });
    const picked = await markPickedUp(tx, current.id, input.truckerId);
    if (!picked) throw new Error(`booking ${current.id} could not be marked picked up under its lock`);
    await advanceLoadStatus(tx, picked.loadId, 'booked', 'in_transit');
    return announceBookingStep(deps, tx, picked.id, input.truckerId);
  });
}
