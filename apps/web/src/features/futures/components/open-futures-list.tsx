import type { FutureView, LockResult } from '@haulclub/shared';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { FREIGHT_FUTURES, LOCK_FUTURE, futureRef } from '@/content/futures';

import { OPEN_FUTURES_PAGE_SIZE } from '../api/futures-keys';
import { useFutures } from '../api/get-futures';
import { errorMessage } from '../utils/errors';
import { FutureCard } from './future-card';
import { LockFutureButton } from './lock-future-button';

type Locked = { ref: string; contractId: string };

/**
 * The open futures, newest first, for every onboarded member. Truckers get Lock In Rate on each; brokers
 * and admins read them. A failed load is an "Error" toast with the server's message and a retry here.
 */
export function OpenFuturesList({ canLock }: { canLock: boolean }) {
  const [page, setPage] = useState(1);
  const futures = useFutures(page);
  const [locked, setLocked] = useState<Locked | null>(null);
  const { open: copy } = FREIGHT_FUTURES;

  useEffect(() => {
    if (futures.isError)
      toast.error(FREIGHT_FUTURES.errorTitle, { description: errorMessage(futures.error) });
  }, [futures.isError, futures.error]);

  // A later page emptied by locks and withdrawals: step back to one that has futures.
  if (page > 1 && futures.data?.futures.length === 0 && !futures.isPlaceholderData) setPage(page - 1);

  const onLocked = (result: LockResult, future: FutureView) => {
    setLocked({ ref: futureRef(future.number), contractId: result.contract_id });
  };

  const body = (() => {
    if (futures.isPending)
      return (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.loading}
        </p>
      );
    if (futures.isError && !futures.data)
      return (
        <QueryProblem
          title={copy.loadFailed}
          detail={errorMessage(futures.error)}
          retryLabel={FREIGHT_FUTURES.retry}
          onRetry={() => void futures.refetch()}
        />
      );
    const { futures: items, total } = futures.data;
    if (items.length === 0)
      return <p className="rounded-xl border border-dashed p-6 text-center text-sm">{copy.empty}</p>;
    return (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy.count(total)}
        </p>
        <ul className="grid min-w-0 gap-4 lg:grid-cols-2" aria-label={copy.heading}>
          {items.map((future) => (
            <li key={future.id} className="min-w-0">
              <FutureCard
                future={future}
                action={canLock ? <LockFutureButton future={future} onLocked={onLocked} /> : undefined}
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={OPEN_FUTURES_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
          copy={FREIGHT_FUTURES.pagination}
        />
      </>
    );
  })();

  return (
    <section aria-labelledby="open-futures-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="open-futures-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      {locked ? (
        <Alert>
          <CheckCircle2Icon aria-hidden="true" className="text-green-700" />
          <div>
            <AlertTitle>{LOCK_FUTURE.lockedBanner(locked.ref)}</AlertTitle>
            <AlertDescription>
              {LOCK_FUTURE.lockedBannerBody}{' '}
              <Link className="font-medium underline" to={paths.contract.getHref(locked.contractId)}>
                {LOCK_FUTURE.viewContract}
              </Link>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
