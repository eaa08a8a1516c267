import type { BookingView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { bookingRatingStates } from '../../ratings/index';
import { toBookingView } from '../booking-view';
import type { LoadsDeps } from '../deps';
import { announceBooking, announceLoad } from '../events';
import { findBooking, type BookingRecord } from '../repository/booking-views';
import { findBookingRow, type BookingRow } from '../repository/booking-writes';

/** The booking, if `party` is its trucker or its broker; 404 for anyone else. */
export async function partyBooking(
  db: DbExecutor,
  bookingId: string,
  party: { truckerId: string } | { brokerId: string },
): Promise<BookingRow> {
  const row = await findBookingRow(db, bookingId);
  const mine =
    row && ('truckerId' in party ? row.truckerId === party.truckerId : row.brokerId === party.brokerId);
  if (!row || !mine) throw AppError.notFound('Booking');
  return row;
}

async function record(db: DbExecutor, bookingId: string): Promise<BookingRecord> {
  const row = await findBooking(db, bookingId);
  if (!row) throw AppError.notFound('Booking');
  return row;
}

/** Booking views with `viewerId`'s rating state on each (one query for the whole page). */
export async function bookingViewsFor(
  db: DbExecutor,
  viewerId: string,
  rows: BookingRecord[],
): Promise<BookingView[]> {
  const states = await bookingRatingStates(
    db,
    viewerId,
    rows.map((b) => ({
      id: b.bookingId,
      truckerId: b.truckerId,
      brokerId: b.brokerId,
      confirmedAt: b.confirmedAt,
      cancelledAt: b.bookingCancelledAt,
    })),
  );
  return rows.map((b) => {
    const state = states.get(b.bookingId);
    if (!state) throw new Error(`no rating state for booking ${b.bookingId}`);
    return toBookingView(b, state);
  });
}

export async function bookingViewFor(
  db: DbExecutor,
  viewerId: string,
  row: BookingRecord,
): Promise<BookingView> {
  const [view] = await bookingViewsFor(db, viewerId, [row]);
  if (!view) throw new Error(`booking ${row.bookingId} has no view`);
  return view;
}

export async function bookingViewOf(
  db: DbExecutor,
  bookingId: string,
  viewerId: string,
): Promise<BookingView> {
  return bookingViewFor(db, viewerId, await record(db, bookingId));
}

/** After a delivery step: both parties' tabs, the broker's load list and admins hear of it; the view is the actor's. */
export async function announceBookingStep(
  deps: Pick<LoadsDeps, 'live'>,
  tx: DbExecutor,
  bookingId: string,
  actorId: string,
): Promise<BookingView> {
  const booking = await record(tx, bookingId);
  await announceBooking(deps, tx, booking);
  await announceLoad(deps, tx, booking, null);
  return bookingViewFor(tx, actorId, booking);
}

export const bookingCancelled = () => new AppError('conflict', 'This booking was cancelled');
