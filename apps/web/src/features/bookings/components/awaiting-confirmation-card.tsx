import { PackageCheckIcon } from 'lucide-react';

import {
  DashboardCard,
  DashboardCardLink,
  DashboardCardEmpty,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { BOOKINGS_COMMON, BROKER_BOOKINGS_SUMMARY as copy } from '@/content/bookings';

import { useStageBookings } from '../api/get-bookings';
import { errorDetail } from '../utils/format';
import { AwaitingConfirmationItem } from './awaiting-confirmation-item';

/** The newest deliveries the card lists; the rest are on the Bookings screen ("See all"). */
const AWAITING_PAGE_SIZE = 10;

/**
 * The broker's deliveries awaiting confirmation (`stage=delivered`, newest first), each with Confirm
 * delivery (the Bookings screen's action). `booking.updated` refreshes the list through the app-wide
 * `useBookingNotifications`.
 */
export function AwaitingConfirmationCard({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const query = useStageBookings('broker', { scope: 'active', stage: 'delivered' }, AWAITING_PAGE_SIZE);
  // A delivery confirmed here is patched into the cache (stage confirmed) before the refetch drops it.
  const delivered = query.data?.items.filter((booking) => booking.stage === 'delivered') ?? [];

  return (
    <DashboardCard
      id="awaiting-confirmation-heading"
      heading={copy.heading}
      headingLevel={headingLevel}
      icon={PackageCheckIcon}
      description={copy.intro}
      footer={<DashboardCardLink to={paths.broker.bookings.getHref()}>{copy.seeAll}</DashboardCardLink>}
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={2} />
      ) : !query.data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={BOOKINGS_COMMON.retry}
          onRetry={() => void query.refetch()}
        />
      ) : delivered.length === 0 ? (
        <DashboardCardEmpty title={copy.empty} hint={copy.emptyHint} />
      ) : (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
          {delivered.map((booking) => (
            <AwaitingConfirmationItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
