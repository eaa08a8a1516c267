import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { TRUCKER_BOOKINGS_SUMMARY as copy } from '@/content/bookings';

import { useBookings } from '../api/get-bookings';
import { errorDetail } from '../utils/format';

/**
 * "Active bookings" and "Delivery history": the totals of the trucker's two booking scopes, from the
 * first pages My Bookings and Delivery History show (one cache). Booking changes refresh them through
 * the app-wide `useBookingNotifications`.
 */
export function TruckerBookingStats() {
  const active = useBookings('trucker', 'active');
  const history = useBookings('trucker', 'history');
  return (
    <>
      <StatCard
        label={copy.activeStat}
        value={active.data?.total}
        detail={copy.activeStatDetail}
        href={paths.trucker.bookings.getHref()}
        problem={!active.data && active.error ? errorDetail(active.error) : undefined}
      />
      <StatCard
        label={copy.historyStat}
        value={history.data?.total}
        detail={copy.historyStatDetail}
        href={paths.trucker.history.getHref()}
        problem={!history.data && history.error ? errorDetail(history.error) : undefined}
      />
    </>
  );
}
