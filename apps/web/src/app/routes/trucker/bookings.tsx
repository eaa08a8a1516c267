import { PageTitle } from '@/components/layout/page-title';
import { TRUCKER_BOOKINGS } from '@/content/bookings';
import { TruckerBookingsView } from '@/features/bookings/components/trucker-bookings-view';

/** /trucker/bookings: the trucker's active bookings. */
export function Component() {
  return (
    <>
      <PageTitle title={TRUCKER_BOOKINGS.title} />
      <TruckerBookingsView />
    </>
  );
}
