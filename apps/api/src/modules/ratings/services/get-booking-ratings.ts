import type { BookingRatings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findRatedBooking, selectBookingRatings } from '../repository';
import { partyRole, ratingWindow } from '../rules';
import { toRatingView } from '../views';

/** GET /api/bookings/:id/ratings: both ratings of a booking and whether the caller may rate now (parties only). */
export async function getBookingRatings(
  db: DbExecutor,
  userId: string,
  bookingId: string,
): Promise<BookingRatings> {
  const booking = await findRatedBooking(db, bookingId);
  const role = booking && partyRole(booking, userId);
  if (!booking || !role) throw AppError.notFound('Booking');
  const ratings = await selectBookingRatings(db, booking.id);
  const mine = ratings.find((r) => r.raterId === userId);
  const theirs = ratings.find((r) => r.raterId !== userId);
  const window = ratingWindow(booking, role, mine);
  return {
    mine: mine ? toRatingView(mine) : null,
    theirs: theirs ? toRatingView(theirs) : null,
    canRate: window.canRate,
    reason: window.reason,
    rateBy: window.rateBy?.toISOString() ?? null,
  };
}
