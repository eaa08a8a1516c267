import { PageTitle } from '@/components/layout/page-title';
import { BROKER_BOOKINGS } from '@/content/bookings';
import { BrokerBookingsView } from '@/features/bookings/components/broker-bookings-view';

/** /broker/bookings: who booked the broker's loads, active and past. */
export function Component() {
  return (
    <>
      <PageTitle title={BROKER_BOOKINGS.title} />
      <BrokerBookingsView />
    </>
  );
}
