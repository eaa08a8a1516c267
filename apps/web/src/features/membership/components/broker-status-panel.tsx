import type { ReactNode } from 'react';

import { BrokerStanding } from './broker-standing';
import { BrokerVerified } from './broker-verified';
import { LiveBrokerStatus } from './live-broker-status';

/**
 * /broker: where the broker stands (GET /api/broker/me), refreshed live on `broker.status`.
 * `children` (the route's loads, bookings and messages) show under the quick actions once verified.
 */
export function BrokerStatusPanel({ children }: { children?: ReactNode }) {
  return (
    <LiveBrokerStatus>
      {(status) =>
        status.broker?.status === 'verified' ? (
          <>
            <BrokerVerified broker={status.broker} />
            {children}
          </>
        ) : (
          <BrokerStanding status={status} />
        )
      }
    </LiveBrokerStatus>
  );
}
