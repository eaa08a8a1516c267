import { PageTitle } from '@/components/layout/page-title';
import { DELIVERY_HISTORY } from '@/content/bookings';
import { DeliveryHistoryView } from '@/features/bookings/components/delivery-history-view';
import { BookingRatingAction } from '@/features/ratings/components/booking-rating-action';

/** /trucker/history: confirmed deliveries (rate the broker) and cancelled bookings. */
export function Component() {
  return (
    <>
      <PageTitle title={DELIVERY_HISTORY.title} />
      <DeliveryHistoryView
        renderRating={(booking) => <BookingRatingAction booking={booking} side="trucker" />}
      />
    </>
  );
}
