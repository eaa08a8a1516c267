import { useEffect, useState } from 'react';
import { toast } from 'sonner';

import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_FUTURES, FREIGHT_FUTURES } from '@/content/futures';

import { OPEN_FUTURES_PAGE_SIZE } from '../api/futures-keys';
import { useBrokerFutures } from '../api/get-broker-futures';
import { errorMessage } from '../utils/errors';
import { BrokerFutureItem } from './broker-future-item';

/** "Your futures": every future the broker posted, newest first, in every status. */
export function BrokerFuturesList() {
  const [page, setPage] = useState(1);
  const futures = useBrokerFutures(page);

  useEffect(() => {
    if (futures.isError)
      toast.error(FREIGHT_FUTURES.errorTitle, { description: errorMessage(futures.error) });
  }, [futures.isError, futures.error]);

  const body = (() => {
    if (futures.isPending)
      return (
        <p role="status" className="text-sm text-muted-foreground">
          {BROKER_FUTURES.loading}
        </p>
      );
    if (futures.isError && !futures.data)
      return (
        <QueryProblem
          title={BROKER_FUTURES.loadFailed}
          detail={errorMessage(futures.error)}
          retryLabel={FREIGHT_FUTURES.retry}
          onRetry={() => void futures.refetch()}
        />
      );
    if (futures.data.futures.length === 0)
      return (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm">{BROKER_FUTURES.empty}</p>
      );
    return (
      <>
        <ul className="grid min-w-0 gap-4 lg:grid-cols-2" aria-label={BROKER_FUTURES.heading}>
          {futures.data.futures.map((future) => (
            <li key={future.id} className="min-w-0">
              <BrokerFutureItem future={future} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={OPEN_FUTURES_PAGE_SIZE}
          total={futures.data.total}
          onPageChange={setPage}
          copy={BROKER_FUTURES.pagination}
        />
      </>
    );
  })();

  return (
    <section aria-labelledby="broker-futures-heading" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="broker-futures-heading" className="text-xl font-semibold">
          {BROKER_FUTURES.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{BROKER_FUTURES.intro}</p>
      </div>
      {body}
    </section>
  );
}
