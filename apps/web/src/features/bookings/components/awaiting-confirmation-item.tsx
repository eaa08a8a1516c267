import type { BookingView } from '@haulclub/shared';

import { BROKER_BOOKINGS_SUMMARY as copy, loadRef } from '@/content/bookings';
import { formatDateTime } from '@/lib/format';

import { formatLane } from '../utils/format';
import { BrokerBookingActions } from './broker-booking-actions';

/** A delivery waiting for the broker: load, who delivered when, their note, Confirm delivery and Message. */
export function AwaitingConfirmationItem({ booking }: { booking: BookingView }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <p className="font-semibold">
        <span className="text-primary">{loadRef(booking.load.number)}</span> {formatLane(booking.load)}
      </p>
      {booking.deliveredAt ? (
        <p className="text-sm text-muted-foreground">
          {copy.deliveredBy(booking.trucker.name, formatDateTime(booking.deliveredAt))}
        </p>
      ) : null}
      {booking.podNote ? (
        <p className="rounded-md bg-muted/60 p-2 text-sm whitespace-pre-wrap">
          <span className="font-medium">{copy.podNote}: </span>
          {booking.podNote}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <BrokerBookingActions booking={booking} />
      </div>
    </li>
  );
}
