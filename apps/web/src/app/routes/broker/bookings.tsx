import { PageTitle } from '@/components/layout/page-title';
import { BROKER_BOOKINGS } from '@/content/bookings';
import { BrokerBookingsView } from '@/features/bookings/components/broker-bookings-view';
import { BookingRatingAction } from '@/features/ratings/components/booking-rating-action';
import { RatingsLiveRefresh } from '@/features/ratings/components/ratings-live-refresh';

/** /broker/bookings: who booked the broker's loads, active and past; confirmed deliveries can be rated. */
export function Component() {
  return (
    <>
      <PageTitle title={BROKER_BOOKINGS.title} />
      <RatingsLiveRefresh />
      <BrokerBookingsView
        renderRating={(booking) => <BookingRatingAction booking={booking} side="broker" />}
      />
    </>
  );
}
