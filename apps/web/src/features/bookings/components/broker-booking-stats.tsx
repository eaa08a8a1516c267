import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { BROKER_BOOKINGS_SUMMARY as copy } from '@/content/bookings';

import { useBookingCount } from '../api/get-bookings';
import { errorDetail } from '../utils/format';

/** The reason a count failed to load, while it has no number to show. */
const problemOf = (...counts: ReturnType<typeof useBookingCount>[]) => {
  const failed = counts.find((count) => count.data === undefined && count.error);
  return failed ? errorDetail(failed.error) : undefined;
};

/**
 * "Booked / in transit" and "Awaiting your confirmation": the broker's active bookings at each stage,
 * counted by the server (`stage=` with a page of one, read for its `total`). `booking.updated`
 * refreshes the counts through `useBookingNotifications`.
 */
export function BrokerBookingStats() {
  const booked = useBookingCount('broker', { scope: 'active', stage: 'booked' });
  const inTransit = useBookingCount('broker', { scope: 'active', stage: 'in_transit' });
  const awaiting = useBookingCount('broker', { scope: 'active', stage: 'delivered' });
  const moving =
    booked.data === undefined || inTransit.data === undefined
      ? undefined
      : { total: booked.data + inTransit.data, detail: copy.movingStatDetail(booked.data, inTransit.data) };
  const href = paths.broker.bookings.getHref();
  return (
    <>
      <StatCard
        label={copy.movingStat}
        value={moving?.total}
        detail={moving?.detail}
        href={href}
        problem={problemOf(booked, inTransit)}
      />
      <StatCard
        label={copy.awaitingStat}
        value={awaiting.data}
        detail={copy.awaitingStatDetail}
        href={href}
        problem={problemOf(awaiting)}
      />
    </>
  );
}
