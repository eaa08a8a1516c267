import type { BookingView } from '@haulclub/shared';
import { CalendarCheckIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { BOOKINGS_COMMON } from '@/content/bookings';

import { useBookings, type BookingScope, type BookingSide } from '../api/get-bookings';
import { errorDetail } from '../utils/format';

type BookingsListProps = {
  side: BookingSide;
  scope: BookingScope;
  label: string;
  loadError: string;
  empty: ReactNode;
  renderBooking: (booking: BookingView) => ReactNode;
};

/** One scope of bookings, page by page: loading, failure with retry, empty state, or the cards. */
export function BookingsList({ side, scope, label, loadError, empty, renderBooking }: BookingsListProps) {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isPlaceholderData, refetch } = useBookings(side, scope, page);

  if (isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {BOOKINGS_COMMON.loading}
        </p>
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  if (error && !data)
    return (
      <QueryProblem
        title={loadError}
        detail={errorDetail(error)}
        retryLabel={BOOKINGS_COMMON.retry}
        onRetry={() => void refetch()}
      />
    );
  // total > 0 with no items: a page past the end (bookings moved on); the pager leads back.
  if (data.total === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center sm:p-10">
        <CalendarCheckIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        {empty}
      </div>
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={isPlaceholderData}>
      <ul aria-label={label} className="flex flex-col gap-4">
        {data.items.map((booking) => (
          <li key={booking.id}>{renderBooking(booking)}</li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={setPage}
        copy={BOOKINGS_COMMON}
      />
    </div>
  );
}
