import { PageTitle } from '@/components/layout/page-title';
import { DELIVERY_HISTORY } from '@/content/bookings';
import { DeliveryHistoryView } from '@/features/bookings/components/delivery-history-view';
import { BookingRatingAction } from '@/features/ratings/components/booking-rating-action';
import { RatingsLiveRefresh } from '@/features/ratings/components/ratings-live-refresh';

/** /trucker/history: confirmed deliveries (rate the broker) and cancelled bookings. */
export function Component() {
  return (
    <>
      <PageTitle title={DELIVERY_HISTORY.title} />
      <RatingsLiveRefresh />
      <DeliveryHistoryView
        renderRating={(booking) => <BookingRatingAction booking={booking} side="trucker" />}
      />
    </>
  );
}
