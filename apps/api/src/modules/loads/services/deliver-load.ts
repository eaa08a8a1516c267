import type { BookingView, DeliverLoadInput } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { applyBookingContractEvent } from '../../contracts/index';
import type { LoadsDeps } from '../deps';
import { lockBookingRow, markDelivered } from '../repository/booking-writes';
import { advanceLoadStatus } from '../repository/load-status';
import { findOwnPodPhoto } from '../repository/uploads';
import { requireTrucker } from './access';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/**
 * POST /api/bookings/:id/deliver: the booking's trucker delivered, with a
 * proof-of-delivery note and optionally a photo they uploaded themselves.
 * The contract's `deliver` event (the POD time that starts the 24 hours to
 * dispute or release) is applied in the same transaction.
 */
export async function deliverLoad(
  deps: LoadsDeps,
  input: { bookingId: string; truckerId: string; pod: DeliverLoadInput },
): Promise<BookingView> {
  await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    await lockBookingRow(tx, input.bookingId);
    const current = await partyBooking(tx, input.bookingId, { truckerId: input.truckerId });
    const photoId = input.pod.photoId ?? null;
    if (photoId && !(await findOwnPodPhoto(tx, photoId, input.truckerId))) {
      throw AppError.validation([{ field: 'photoId', message: 'Upload the photo first, then deliver' }]);
    }
    if (current.cancelledAt) throw bookingCancelled();
    // Already delivered: a repeat changes nothing.
    if (current.deliveredAt) return bookingViewOf(tx, current.id, input.truckerId);
    if (!current.pickedUpAt) {
      throw new AppError('conflict', 'Mark the load picked up before delivering it');
    }
    await applyBookingContractEvent(deps, tx, current.id, { type: 'deliver' }, { actorId: input.truckerId });
    const delivered = await markDelivered(tx, current.id, input.truckerId, { note: input.pod.note, photoId });
    if (!delivered) throw new Error(`booking ${current.id} could not be marked delivered under its lock`);
    await advanceLoadStatus(tx, delivered.loadId, 'in_transit', 'delivered');
    return announceBookingStep(deps, tx, delivered.id, input.truckerId);
  });
}
