import type { BookingRatingState } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectRatingStars } from '../repository';
import { ratingStateOf, type RatableBooking } from '../rules';

/**
 * The viewer's rating state on each booking of a page (for bookingView.rating), in one query.
 * A viewer who is not a party (an admin) gets an empty state.
 */
export async function bookingRatingStates(
  db: DbExecutor,
  viewerId: string,
  bookings: ReadonlyArray<RatableBooking & { id: string }>,
): Promise<Map<string, BookingRatingState>> {
  const stars = await selectRatingStars(
    db,
    viewerId,
    bookings
      .filter((b) => b.confirmedAt && (b.truckerId === viewerId || b.brokerId === viewerId))
      .map((b) => b.id),
  );
  const now = new Date();
  return new Map(
    bookings.map((b) => [
      b.id,
      ratingStateOf(
        b,
        viewerId,
        stars.filter((s) => s.bookingId === b.id),
        now,
      ),
    ]),
  );
}
