import type { BookingView } from '@haulclub/shared';
import { SearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageHeading } from '@/components/layout/page-heading';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TRUCKER_BOOKINGS as copy } from '@/content/bookings';

import { BookingCard } from './booking-card';
import { BookingsList } from './bookings-list';
import { TruckerBookingActions } from './trucker-booking-actions';

/**
 * /trucker/bookings: the trucker's active bookings, each with its next step; `renderRating` adds the
 * page's rating action (composed by the route, as features do not import each other).
 */
export function TruckerBookingsView({
  renderRating,
}: {
  renderRating?: (booking: BookingView) => ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      <BookingsList
        side="trucker"
        scope="active"
        label={copy.listLabel}
        loadError={copy.loadError}
        empty={
          <>
            <p className="font-medium">{copy.empty}</p>
            <Button asChild size="sm">
              <Link to={paths.trucker.loads.getHref()}>
                <SearchIcon aria-hidden="true" />
                {copy.findLoads}
              </Link>
            </Button>
          </>
        }
        renderBooking={(booking) => (
          <BookingCard
            booking={booking}
            counterpart="broker"
            actions={
              <>
                <TruckerBookingActions booking={booking} />
                {renderRating?.(booking)}
              </>
            }
          />
        )}
      />
    </div>
  );
}
