import type { BookingView } from '@haulclub/shared';

import { loadRef } from '@/content/bookings';

import { RateBookingButton } from './rate-booking-button';

/** The rating action of a booking card: the trucker rates the broker, the broker rates the trucker. */
export function BookingRatingAction({ booking, side }: { booking: BookingView; side: 'trucker' | 'broker' }) {
  const other = side === 'trucker' ? booking.broker : booking.trucker;
  return (
    <RateBookingButton
      bookingId={booking.id}
      loadRef={loadRef(booking.load.number)}
      whom={side === 'trucker' ? (other.companyName ?? other.name) : other.name}
      rating={booking.rating}
    />
  );
}
