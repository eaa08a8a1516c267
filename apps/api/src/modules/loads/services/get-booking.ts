import type { BookingView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { ownedOr404, type Principal } from '../../auth/index';
import { findBooking } from '../repository/booking-views';
import { bookingViewFor } from './booking-access';

/** GET /api/bookings/:id: for its trucker, its broker and admins; 404 for anyone else. */
export async function getBooking(
  db: DbExecutor,
  principal: Principal,
  bookingId: string,
): Promise<BookingView> {
  const row = ownedOr404(
    await findBooking(db, bookingId),
    principal,
    (b) => [b.truckerId, b.brokerId],
    'Booking',
    {
      admin: true,
    },
  );
  return bookingViewFor(db, principal.userId, row);
}
