import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { DashboardCardEmpty } from '@/components/ui/dashboard-card';
import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { RATE_FUTURE_TEXT, RATE_FUTURES_LIST as copy } from '@/content/rate-futures';

import { useRateFutures } from '../api/get-rate-futures';
import { useNow } from '@/hooks/use-now';
import { useRateFuturesLiveRefresh } from '../hooks/use-rate-futures-live-refresh';
import { errorDetail } from '../utils/format';
import { RateFutureItem } from './rate-future-item';

/** How many placeholders stand in for the list while it loads (the spec's 6). */
export const RATE_FUTURES_PLACEHOLDERS = 6;

type RateFuturesListProps = {
  pageSize: number;
  /** Previous / next under the list (the full page); without it only the first page shows (the dashboard). */
  paged?: boolean;
  /** Under the list, given how many are shown and how many are open in all (e.g. "See all"). */
  footer?: (shown: number, total: number) => ReactNode;
};

/**
 * The trucker's open, unexpired rate futures (GET /api/precommitments), newest first, reloaded live on
 * any change to a rate future. A failed load toasts "Failed to load rate futures" and offers a retry.
 */
export function RateFuturesList({ pageSize, paged = false, footer }: RateFuturesListProps) {
  useRateFuturesLiveRefresh();
  const [page, setPage] = useState(1);
  const query = useRateFutures({ page, pageSize });
  const now = useNow();

  useEffect(() => {
    if (query.isError)
      toast.error(copy.loadError, { id: 'rate-futures-load-error', description: errorDetail(query.error) });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
        {Array.from({ length: RATE_FUTURES_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <QueryProblem
        title={copy.loadError}
        detail={errorDetail(query.error)}
        retryLabel={RATE_FUTURE_TEXT.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { precommitments, total } = query.data;
  // A page emptied by changes meanwhile (accepted, withdrawn, expired): back to the last page there is.
  if (precommitments.length === 0 && page > 1 && !query.isPlaceholderData) {
    setPage(Math.max(1, Math.ceil(total / pageSize)));
    return null;
  }
  const open = precommitments
    .filter((future) => future.status === 'open')
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  if (open.length === 0 && total === 0)
    return <DashboardCardEmpty title={copy.empty} hint={copy.emptyHint} />;
  return (
    <>
      <ul aria-label={copy.listLabel} aria-busy={query.isFetching} className="flex flex-col divide-y">
        {open.map((future) => (
          <RateFutureItem key={future.id} future={future} now={now} />
        ))}
      </ul>
      {paged ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          copy={RATE_FUTURE_TEXT}
        />
      ) : null}
      {footer ? footer(open.length, total) : null}
    </>
  );
}
