import { PageTitle } from '@/components/layout/page-title';
import { BROKER_BOOKINGS } from '@/content/bookings';
import { BrokerBookingsView } from '@/features/bookings/components/broker-bookings-view';
import { BookingRatingAction } from '@/features/ratings/components/booking-rating-action';

/** /broker/bookings: who booked the broker's loads, active and past; confirmed deliveries can be rated. */
export function Component() {
  return (
    <>
      <PageTitle title={BROKER_BOOKINGS.title} />
      <BrokerBookingsView
        renderRating={(booking) => <BookingRatingAction booking={booking} side="broker" />}
      />
    </>
  );
}
