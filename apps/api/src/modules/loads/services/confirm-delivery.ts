import type { BookingView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { applyBookingContractEvent } from '../../contracts/index';
import type { LoadsDeps } from '../deps';
import { lockBookingRow, markConfirmed } from '../repository/booking-writes';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/**
 * POST /api/bookings/:id/confirm: the booking's broker confirms the delivery.
 * The contract's `confirm` event releases escrow in the same transaction
 * (80/10/10, the payouts due and queued); a disputed delivery is refused (409).
 */
export async function confirmDelivery(
  deps: LoadsDeps,
  input: { bookingId: string; brokerId: string },
): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    await lockBookingRow(tx, input.bookingId);
    const current = await partyBooking(tx, input.bookingId, { brokerId: input.brokerId });
    if (current.cancelledAt) throw bookingCancelled();
    if (!current.deliveredAt) {
      throw new AppError('conflict', 'The trucker has not marked this load delivered yet');
    }
    // Already confirmed (by the broker, or settled by the automatic release): a repeat changes nothing.
    if (current.confirmedAt) return bookingViewOf(tx, current.id, input.brokerId);
    await applyBookingContractEvent(deps, tx, current.id, { type: 'confirm' }, { actorId: input.brokerId });
    const confirmed = await markConfirmed(tx, current.id, input.brokerId);
    if (!confirmed) throw new Error(`booking ${current.id} could not be confirmed under its lock`);
    return announceBookingStep(deps, tx, confirmed.id, input.brokerId);
  });
}
