import type { BookingView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
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

export async function bookingViewOf(db: DbExecutor, bookingId: string): Promise<BookingView> {
  return toBookingView(await record(db, bookingId));
}

/** After a delivery step: both parties' tabs, the broker's load list and admins hear of it. */
export async function announceBookingStep(
  deps: Pick<LoadsDeps, 'live'>,
  tx: DbExecutor,
  bookingId: string,
): Promise<BookingView> {
  const booking = await record(tx, bookingId);
  await announceBooking(deps, tx, booking);
  await announceLoad(deps, tx, booking, null);
  return toBookingView(booking);
}

export const bookingCancelled = () => new AppError('conflict', 'This booking was cancelled');
