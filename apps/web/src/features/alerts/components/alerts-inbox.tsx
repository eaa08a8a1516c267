import type { LoadAlert } from '@haulclub/shared';
import { BellOffIcon, CheckCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ALERTS as copy } from '@/content/alerts';

import { inboxAlerts, inboxUnread } from '../api/alerts-cache';
import { useAlerts } from '../api/get-alerts';
import { useMarkAlertsRead } from '../api/mark-alerts-read';
import { errorDetail } from '../utils/format';
import { AlertItem } from './alert-item';

/** The inbox inside the bell's panel: Mark all read, the alerts newest first, Load more. */
export function AlertsInbox({ onOpen }: { onOpen: (alert: LoadAlert) => void }) {
  // The panel mounts on open: "5 min ago" and expiries are as of opening it.
  const [now] = useState(Date.now);
  const query = useAlerts(true);
  const markAll = useMarkAlertsRead();
  const alerts = inboxAlerts(query.data);
  const unread = inboxUnread(query.data);

  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-4">
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  if (!query.data)
    return (
      <div className="p-4">
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={copy.retry}
          onRetry={() => void query.refetch()}
        />
      </div>
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex justify-end border-b px-4 pb-3">
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => {
            markAll.mutate(undefined, {
              onError: (error) => toast.error(copy.markFailed, { description: errorDetail(error) }),
            });
          }}
        >
          <CheckCheckIcon aria-hidden="true" />
          {markAll.isPending ? copy.markingAllRead : copy.markAllRead}
        </Button>
      </div>
      {alerts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-8 text-center text-sm">
          <BellOffIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{copy.empty}</p>
          <p className="text-muted-foreground">{copy.emptyHint}</p>
        </div>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul aria-label={copy.listLabel} aria-busy={query.isFetching} className="flex flex-col divide-y">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} now={now} onOpen={onOpen} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center p-4">
              <Button
                variant="outline"
                size="sm"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? copy.loadingMore : copy.loadMore}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
