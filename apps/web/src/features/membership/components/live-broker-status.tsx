import type { ReactNode } from 'react';
import type { BrokerStatusResponse } from '@haulclub/shared';

import { PageLoading } from '@/components/layout/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_DASHBOARD, RETRY } from '@/content/membership';

import { useBrokerStatus } from '../api/get-broker-status';
import { membershipKeys } from '../api/membership-keys';
import { useOwnLiveRefresh } from '../hooks/use-own-live-refresh';
import { errorMessage } from '../utils/server-errors';

/**
 * The signed-in broker's standing (GET /api/broker/me), refreshed live on `broker.status`: a loading state,
 * a problem with Retry, or `children` called with the status.
 */
export function LiveBrokerStatus({ children }: { children: (status: BrokerStatusResponse) => ReactNode }) {
  const status = useBrokerStatus();
  useOwnLiveRefresh('broker.status', membershipKeys.brokerStatus());
  if (status.isPending) return <PageLoading label={BROKER_DASHBOARD.loading} />;
  if (status.isError) {
    return (
      <QueryProblem
        title={BROKER_DASHBOARD.loadError}
        detail={errorMessage(status.error)}
        retryLabel={RETRY}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return children(status.data);
}
