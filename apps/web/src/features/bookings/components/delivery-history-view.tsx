import type { BookingView } from '@haulclub/shared';
import type { ReactNode } from 'react';

import { PageHeading } from '@/components/layout/page-heading';
import { DELIVERY_HISTORY as copy } from '@/content/bookings';

import { BookingCard } from './booking-card';
import { BookingsList } from './bookings-list';

/**
 * /trucker/history: confirmed deliveries and cancelled bookings, with their proof of delivery;
 * `renderRating` adds the page's rating action to each card.
 */
export function DeliveryHistoryView({
  renderRating,
}: {
  renderRating?: (booking: BookingView) => ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      <BookingsList
        side="trucker"
        scope="history"
        label={copy.listLabel}
        loadError={copy.loadError}
        empty={<p className="font-medium">{copy.empty}</p>}
        renderBooking={(booking) => (
          <BookingCard booking={booking} counterpart="broker" actions={renderRating?.(booking)} />
        )}
      />
    </div>
  );
}
