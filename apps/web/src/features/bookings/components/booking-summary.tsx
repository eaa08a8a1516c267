import { formatCents, type BookingView } from '@haulclub/shared';

import { BOOKINGS_COMMON } from '@/content/bookings';

import { formatRatePerMile, formatWindow } from '../utils/format';

/** Agreed rate and $/mi, miles and equipment, and the pickup and delivery windows. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  const { load } = booking;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">{BOOKINGS_COMMON.rate}</dt>
        <dd>
          <span className="text-lg font-semibold">{formatCents(booking.rateCents)}</span>{' '}
          <span className="text-muted-foreground">
            {formatRatePerMile(booking.ratePerMileCents)} · {BOOKINGS_COMMON.miles(booking.miles)} ·{' '}
            {load.equipment}
          </span>
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">{BOOKINGS_COMMON.pickupWindow}</dt>
        <dd>{formatWindow(load.pickupWindowStart, load.pickupWindowEnd)}</dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">{BOOKINGS_COMMON.deliveryWindow}</dt>
        <dd>{formatWindow(load.deliveryWindowStart, load.deliveryWindowEnd)}</dd>
      </div>
    </dl>
  );
}
