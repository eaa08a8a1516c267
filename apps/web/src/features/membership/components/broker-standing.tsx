import type { BrokerStatusResponse } from '@haulclub/shared';

import { PageLoading } from '@/components/layout/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_DASHBOARD, RETRY } from '@/content/membership';

import { useBrokerStatus } from '../api/get-broker-status';
import { membershipKeys } from '../api/membership-keys';
import { useOwnLiveRefresh } from '../hooks/use-own-live-refresh';
import { errorMessage } from '../utils/server-errors';
import { BrokerNotRegistered, BrokerPending, BrokerRejected } from './broker-status-notices';

/**
 * Where a broker who cannot post stands, truthfully: not registered yet, under review (with the FMCSA
 * verdict: verified, mismatch, unavailable…), or rejected with the admin's reason. Null once verified.
 */
export function BrokerStanding({ status }: { status: BrokerStatusResponse }) {
  const { broker, application } = status;
  if (!broker) return <BrokerNotRegistered />;
  if (broker.status === 'verified') return null;
  if (broker.status === 'rejected' || application?.status === 'rejected') {
    return <BrokerRejected reason={application?.decisionReason ?? null} />;
  }
  return <BrokerPending verdict={application?.verdict ?? 'pending'} />;
}

/** BrokerStanding for screens of other features (e.g. Post Load): reads GET /api/broker/me, live. */
export function BrokerStandingNotice() {
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
  return <BrokerStanding status={status.data} />;
}
