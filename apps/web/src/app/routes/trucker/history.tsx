import { PageTitle } from '@/components/layout/page-title';
import { DELIVERY_HISTORY } from '@/content/bookings';
import { DeliveryHistoryView } from '@/features/bookings/components/delivery-history-view';

/** /trucker/history: confirmed deliveries and cancelled bookings. */
export function Component() {
  return (
    <>
      <PageTitle title={DELIVERY_HISTORY.title} />
      <DeliveryHistoryView />
    </>
  );
}
