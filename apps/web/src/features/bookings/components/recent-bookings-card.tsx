import { SearchIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DashboardCard,
  DashboardCardLink,
  DashboardCardEmpty,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { BOOKINGS_COMMON, TRUCKER_BOOKINGS_SUMMARY as copy } from '@/content/bookings';

import { useBookings } from '../api/get-bookings';
import { errorDetail } from '../utils/format';
import { RecentBookingItem } from './recent-booking-item';

export const RECENT_BOOKINGS_COUNT = 3;

/**
 * The trucker dashboard's latest active bookings (newest booked first) with their stage, and the way to
 * My Bookings. `booking.updated` refreshes them through the app-wide `useBookingNotifications`.
 */
export function RecentBookingsCard() {
  const query = useBookings('trucker', 'active');
  const { data } = query;

  return (
    <DashboardCard
      id="recent-bookings-heading"
      heading={copy.heading}
      icon={TruckIcon}
      description={copy.intro}
      footer={
        data && data.total > 0 ? (
          <DashboardCardLink to={paths.trucker.bookings.getHref()}>
            {copy.seeAll(data.total)}
          </DashboardCardLink>
        ) : null
      }
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={RECENT_BOOKINGS_COUNT} />
      ) : !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={BOOKINGS_COMMON.retry}
          onRetry={() => void query.refetch()}
        />
      ) : data.items.length === 0 ? (
        <DashboardCardEmpty
          title={copy.empty}
          hint={copy.emptyHint}
          action={
            <Button asChild size="sm">
              <Link to={paths.trucker.loads.getHref()}>
                <SearchIcon aria-hidden="true" />
                {copy.findLoads}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
          {data.items.slice(0, RECENT_BOOKINGS_COUNT).map((booking) => (
            <RecentBookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
