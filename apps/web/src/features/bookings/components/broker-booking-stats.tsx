import type { BookingStage } from '@haulclub/shared';

import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { BROKER_BOOKINGS_SUMMARY as copy } from '@/content/bookings';

import { useAllBookings } from '../api/get-bookings';
import { errorDetail } from '../utils/format';

/**
 * "Booked / in transit" and "Awaiting your confirmation": the broker's active bookings counted by
 * stage (the endpoint has no stage filter, so every active page is read). The list is shared with
 * `AwaitingConfirmationCard`; `booking.updated` refreshes it through `useBookingNotifications`.
 */
export function BrokerBookingStats() {
  const { data, error } = useAllBookings('broker', 'active');
  const count = (stage: BookingStage) => data?.items.filter((booking) => booking.stage === stage).length;
  const booked = count('booked');
  const inTransit = count('in_transit');
  const problem = !data && error ? errorDetail(error) : undefined;
  const href = paths.broker.bookings.getHref();
  return (
    <>
      <StatCard
        label={copy.movingStat}
        value={booked === undefined || inTransit === undefined ? undefined : booked + inTransit}
        detail={
          booked === undefined || inTransit === undefined
            ? undefined
            : copy.movingStatDetail(booked, inTransit)
        }
        href={href}
        problem={problem}
      />
      <StatCard
        label={copy.awaitingStat}
        value={count('delivered')}
        detail={copy.awaitingStatDetail}
        href={href}
        problem={problem}
      />
    </>
  );
}
