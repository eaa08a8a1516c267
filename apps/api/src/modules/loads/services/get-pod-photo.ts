import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { ownedOr404, type Principal } from '../../auth/index';
import { findBookingRow } from '../repository/booking-writes';
import { findUpload } from '../repository/uploads';

/** GET /api/bookings/:id/pod-photo: the photo's bytes, for the booking's parties and admins. */
export async function getPodPhoto(
  db: DbExecutor,
  principal: Principal,
  bookingId: string,
): Promise<{ contentType: string; data: Buffer }> {
  const booking = ownedOr404(
    await findBookingRow(db, bookingId),
    principal,
    (b) => [b.truckerId, b.brokerId],
    'Booking',
    { admin: true },
  );
  const upload = booking.podPhotoId ? await findUpload(db, booking.podPhotoId) : undefined;
  if (!upload) throw new AppError('not_found', 'This delivery has no photo');
  return { contentType: upload.contentType, data: upload.data };
}
