import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';

import { DashboardCardEmpty } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { RATE_FUTURE_TEXT, RATE_FUTURES_LIST as copy } from '@/content/rate-futures';

import { useRateFutures } from '../api/get-rate-futures';
import { useNow } from '../hooks/use-now';
import { useRateFuturesLiveRefresh } from '../hooks/use-rate-futures-live-refresh';
import { errorDetail } from '../utils/format';
import { RateFutureItem } from './rate-future-item';

/** How many placeholders stand in for the list while it loads (the spec's 6). */
export const RATE_FUTURES_PLACEHOLDERS = 6;

/**
 * The trucker's open, unexpired rate futures (GET /api/precommitments), newest first, reloaded live on
 * any change. `limit` shows only the newest few (the dashboard); `footer` receives the total shown
 * against the total open, for a "see all" link.
 */
export function RateFuturesList({
  limit,
  footer,
}: {
  limit?: number;
  footer?: (shown: number, total: number) => ReactNode;
}) {
  useRateFuturesLiveRefresh();
  const query = useRateFutures();
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
  const open = query.data.precommitments
    .filter((future) => future.status === 'open')
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  if (open.length === 0) return <DashboardCardEmpty title={copy.empty} hint={copy.emptyHint} />;
  const shown = limit === undefined ? open : open.slice(0, limit);
  return (
    <>
      <ul aria-label={copy.listLabel} aria-busy={query.isFetching} className="flex flex-col divide-y">
        {shown.map((future) => (
          <RateFutureItem key={future.id} future={future} now={now} />
        ))}
      </ul>
      {footer ? footer(shown.length, Math.max(query.data.total, open.length)) : null}
    </>
  );
}
