import { formatCents, type BookingView } from '@haulclub/shared';

import { BOOKINGS_COMMON, loadRef } from '@/content/bookings';

import { formatLane, formatRatePerMile, formatWindow } from '../utils/format';
import { BookingStageBadge } from './booking-stage-badge';

/** The window that matters next: pickup until picked up, then delivery. */
function nextWindow(booking: BookingView): { label: string; text: string } | null {
  const { load } = booking;
  if (booking.stage === 'booked')
    return {
      label: BOOKINGS_COMMON.pickupWindow,
      text: formatWindow(load.pickupWindowStart, load.pickupWindowEnd),
    };
  if (booking.stage === 'in_transit')
    return {
      label: BOOKINGS_COMMON.deliveryWindow,
      text: formatWindow(load.deliveryWindowStart, load.deliveryWindowEnd),
    };
  return null;
}

/** One active booking: reference, lane, stage, agreed rate and the next window. */
export function RecentBookingItem({ booking }: { booking: BookingView }) {
  const next = nextWindow(booking);
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      {/* Wraps by the room it has, not the screen: the dashboard's side column is narrow on wide screens. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <p className="min-w-0 flex-[1_1_12rem] font-semibold break-words">
          <span className="text-primary">{loadRef(booking.load.number)}</span> {formatLane(booking.load)}
        </p>
        <BookingStageBadge stage={booking.stage} />
      </div>
      <p className="text-sm text-muted-foreground">
        {formatCents(booking.rateCents)} · {formatRatePerMile(booking.ratePerMileCents)}
        {next ? (
          <>
            {' · '}
            {next.label} {next.text}
          </>
        ) : null}
      </p>
    </li>
  );
}
