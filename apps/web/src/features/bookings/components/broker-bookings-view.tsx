import type { BookingView } from '@haulclub/shared';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { PageHeading } from '@/components/layout/page-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { BROKER_BOOKINGS as copy } from '@/content/bookings';

import type { BookingScope } from '../api/get-bookings';
import { BookingCard } from './booking-card';
import { BookingsList } from './bookings-list';
import { BrokerBookingActions } from './broker-booking-actions';

const SCOPES = ['active', 'history'] as const satisfies readonly BookingScope[];

/**
 * /broker/bookings: who booked the broker's loads, Active and History tabs (?tab=history);
 * `renderRating` adds the page's rating action to each card.
 */
export function BrokerBookingsView({ renderRating }: { renderRating?: (booking: BookingView) => ReactNode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab: BookingScope = params.get('tab') === 'history' ? 'history' : 'active';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const base = paths.broker.bookings.getHref();
          void navigate(value === 'history' ? `${base}?tab=history` : base, { replace: true });
        }}
      >
        <TabsList aria-label={copy.tabsLabel} className="w-full sm:w-fit">
          {SCOPES.map((scope) => (
            <TabsTrigger key={scope} value={scope} className="flex-1 sm:flex-none">
              {copy.tabs[scope]}
            </TabsTrigger>
          ))}
        </TabsList>
        {SCOPES.map((scope) => (
          <TabsContent key={scope} value={scope} className="mt-5">
            <BookingsList
              side="broker"
              scope={scope}
              label={copy.listLabel[scope]}
              loadError={copy.loadError}
              empty={<p className="font-medium">{copy.empty[scope]}</p>}
              renderBooking={(booking) => (
                <BookingCard
                  booking={booking}
                  counterpart="trucker"
                  actions={
                    <>
                      <BrokerBookingActions booking={booking} />
                      {renderRating?.(booking)}
                    </>
                  }
                />
              )}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
