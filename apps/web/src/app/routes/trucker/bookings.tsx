import { PageTitle } from '@/components/layout/page-title';
import { TRUCKER_BOOKINGS } from '@/content/bookings';
import { TruckerBookingsView } from '@/features/bookings/components/trucker-bookings-view';
import { BookingRatingAction } from '@/features/ratings/components/booking-rating-action';
import { RatingsLiveRefresh } from '@/features/ratings/components/ratings-live-refresh';

/** /trucker/bookings: the trucker's active bookings, each with its rating action once it can be rated. */
export function Component() {
  return (
    <>
      <PageTitle title={TRUCKER_BOOKINGS.title} />
      <RatingsLiveRefresh />
      <TruckerBookingsView
        renderRating={(booking) => <BookingRatingAction booking={booking} side="trucker" />}
      />
    </>
  );
}
