import type { ReactNode } from 'react';

import { PageLoading } from '@/components/layout/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_DASHBOARD, RETRY } from '@/content/membership';

import { useBrokerStatus } from '../api/get-broker-status';
import { membershipKeys } from '../api/membership-keys';
import { useOwnLiveRefresh } from '../hooks/use-own-live-refresh';
import { errorMessage } from '../utils/server-errors';
import { BrokerStanding } from './broker-standing';
import { BrokerVerified } from './broker-verified';

/**
 * /broker: where the broker stands (GET /api/broker/me), refreshed live on `broker.status`.
 * `children` (the route's loads, bookings and messages) show under the quick actions once verified.
 */
export function BrokerStatusPanel({ children }: { children?: ReactNode }) {
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

  const { broker } = status.data;
  if (broker?.status === 'verified') {
    return (
      <>
        <BrokerVerified broker={broker} />
        {children}
      </>
    );
  }
  return <BrokerStanding status={status.data} />;
}
