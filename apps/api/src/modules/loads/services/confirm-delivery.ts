import type { BookingView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { LoadsDeps } from '../deps';
import { markConfirmed } from '../repository/booking-writes';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/** POST /api/bookings/:id/confirm: the booking's broker confirms the delivery. */
export async function confirmDelivery(
  deps: LoadsDeps,
  input: { bookingId: string; brokerId: string },
): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    const confirmed = await markConfirmed(tx, input.bookingId, input.brokerId);
    if (confirmed) return announceBookingStep(deps, tx, confirmed.id);
    const current = await partyBooking(tx, input.bookingId, { brokerId: input.brokerId });
    if (current.cancelledAt) throw bookingCancelled();
    if (!current.deliveredAt) {
      throw new AppError('conflict', 'The trucker has not marked this load delivered yet');
    }
    // Already confirmed: a repeat changes nothing.
    return bookingViewOf(tx, current.id);
  });
}
