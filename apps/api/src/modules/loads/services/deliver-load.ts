import type { BookingView, DeliverLoadInput } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { LoadsDeps } from '../deps';
import { markDelivered } from '../repository/booking-writes';
import { advanceLoadStatus } from '../repository/load-status';
import { findOwnPodPhoto } from '../repository/uploads';
import { requireTrucker } from './access';
import { announceBookingStep, bookingCancelled, bookingViewOf, partyBooking } from './booking-access';

/**
 * POST /api/bookings/:id/deliver: the booking's trucker delivered, with a
 * proof-of-delivery note and optionally a photo they uploaded themselves.
 */
export async function deliverLoad(
  deps: LoadsDeps,
  input: { bookingId: string; truckerId: string; pod: DeliverLoadInput },
): Promise<BookingView> {
  await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    await partyBooking(tx, input.bookingId, { truckerId: input.truckerId });
    const photoId = input.pod.photoId ?? null;
    if (photoId && !(await findOwnPodPhoto(tx, photoId, input.truckerId))) {
      throw AppError.validation([{ field: 'photoId', message: 'Upload the photo first, then deliver' }]);
    }
    const delivered = await markDelivered(tx, input.bookingId, input.truckerId, {
      note: input.pod.note,
      photoId,
    });
    if (delivered) {
      await advanceLoadStatus(tx, delivered.loadId, 'in_transit', 'delivered');
      return announceBookingStep(deps, tx, delivered.id);
    }
    const current = await partyBooking(tx, input.bookingId, { truckerId: input.truckerId });
    if (current.cancelledAt) throw bookingCancelled();
    if (!current.pickedUpAt) {
      throw new AppError('conflict', 'Mark the load picked up before delivering it');
    }
    // Already delivered: a repeat changes nothing.
    return bookingViewOf(tx, current.id);
  });
}
