import { RATING_EVENTS, RATING_RULES, type RatingInput, type RatingView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { RatingsDeps } from '../deps';
import { findOwnRating, findRatedBooking, findRatingById, upsertRating } from '../repository';
import { partyRole, rateeOf, ratingWindow, REASONS } from '../rules';
import { toRatingView } from '../views';

/** Control characters (other than tabs and line breaks) and unpaired surrogates cannot be shown or stored. */
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PUT /api/bookings/:id/rating: the booking's trucker rates its broker, its broker rates its trucker
 * (anyone else: 404). Only after the delivery was confirmed, never on a cancelled booking; a first
 * rating within 30 days of the confirmation; a repeat changes the one rating within 7 days of its
 * first giving (409 after). Both parties' `user:<id>` topics hear `rating.updated` when it commits.
 */
export async function rateBooking(
  deps: RatingsDeps,
  input: { bookingId: string; raterId: string; rating: RatingInput },
): Promise<RatingView> {
  const comment = input.rating.comment ?? null;
  if (comment && UNSHOWABLE.test(comment)) {
    throw AppError.validation([
      { field: 'comment', message: 'Comment contains characters that cannot be saved' },
    ]);
  }
  return deps.db.transaction(async (tx) => {
    const booking = await findRatedBooking(tx, input.bookingId);
    const role = booking && partyRole(booking, input.raterId);
    if (!booking || !role) throw AppError.notFound('Booking');
    const mine = await findOwnRating(tx, booking.id, input.raterId);
    const window = ratingWindow(booking, role, mine);
    if (!window.canRate) throw new AppError('conflict', window.reason ?? REASONS.editClosed);
    const saved = await upsertRating(
      tx,
      {
        bookingId: booking.id,
        raterId: input.raterId,
        rateeId: rateeOf(booking, role),
        raterRole: role,
        stars: input.rating.stars,
        comment,
      },
      RATING_RULES.editDays,
    );
    // A concurrent first rating won and its window closed in between, or the window closed just now.
    if (!saved) throw new AppError('conflict', REASONS.editClosed);
    const record = await findRatingById(tx, saved.id);
    if (!record) throw new Error(`rating ${saved.id} vanished`);
    const view = toRatingView(record);
    for (const userId of [record.rateeId, record.raterId]) {
      await deps.live.publish(`user:${userId}`, RATING_EVENTS.updated, view, tx);
    }
    return view;
  });
}
