import type { BrokerStatusResponse } from '@haulclub/shared';

import { BrokerNotRegistered, BrokerPending, BrokerRejected } from './broker-status-notices';
import { LiveBrokerStatus } from './live-broker-status';

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
  return <LiveBrokerStatus>{(status) => <BrokerStanding status={status} />}</LiveBrokerStatus>;
}
