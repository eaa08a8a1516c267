import { useState } from 'react';

import { DashboardCardEmpty, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_RATE_FUTURES as copy, RATE_FUTURE_TEXT } from '@/content/rate-futures';

import { useBrokerRateFutures } from '../api/get-broker-rate-futures';
import { useNow } from '@/hooks/use-now';
import { errorDetail } from '../utils/format';
import { BrokerRateFutureItem } from './broker-rate-future-item';

/** The broker's own rate futures (GET /api/broker/precommitments), every status, newest first. */
/** The broker's rate futures per page. */
export const BROKER_RATE_FUTURES_PAGE_SIZE = 25;

export function BrokerRateFuturesList() {
  const [page, setPage] = useState(1);
  const query = useBrokerRateFutures({ page, pageSize: BROKER_RATE_FUTURES_PAGE_SIZE });
  const now = useNow();
  if (query.isPending) return <DashboardCardLoading label={copy.mineLoading} />;
  if (query.isError && !query.data) {
    return (
      <QueryProblem
        title={copy.mineError}
        detail={errorDetail(query.error)}
        retryLabel={RATE_FUTURE_TEXT.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { precommitments: futures, total } = query.data;
  if (total === 0) return <DashboardCardEmpty title={copy.mineEmpty} hint={copy.mineEmptyHint} />;
  return (
    <>
      <ul aria-label={copy.mineLabel} aria-busy={query.isFetching} className="flex flex-col divide-y">
        {futures.map((future) => (
          <BrokerRateFutureItem key={future.id} future={future} now={now} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={BROKER_RATE_FUTURES_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
        copy={RATE_FUTURE_TEXT}
      />
    </>
  );
}
