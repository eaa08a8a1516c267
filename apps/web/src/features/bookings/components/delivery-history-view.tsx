import { PageHeading } from '@/components/layout/page-heading';
import { DELIVERY_HISTORY as copy } from '@/content/bookings';

import { BookingCard } from './booking-card';
import { BookingsList } from './bookings-list';

/** /trucker/history: confirmed deliveries and cancelled bookings, with their proof of delivery. */
export function DeliveryHistoryView() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      <BookingsList
        side="trucker"
        scope="history"
        label={copy.listLabel}
        loadError={copy.loadError}
        empty={<p className="font-medium">{copy.empty}</p>}
        renderBooking={(booking) => <BookingCard booking={booking} counterpart="broker" />}
      />
    </div>
  );
}
