import type { FutureView } from '@haulclub/shared';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BROKER_FUTURES, FUTURE_CARD, futureRef } from '@/content/futures';

import { futureLane } from '../utils/format';
import { ConfidenceBadge } from './confidence-badge';
import { DemandBadge } from './demand-badge';
import { FutureFacts } from './future-facts';
import { FutureStatusBadge } from './future-status-badge';
import { WithdrawFutureButton } from './withdraw-future-button';

/** One of the broker's own futures: its status, who locked it (with the contract) or Withdraw while open. */
export function BrokerFutureItem({ future }: { future: FutureView }) {
  const ref = futureRef(future.number);
  const titleId = `broker-future-${future.id}-title`;
  const lockedBy = future.locked_by ? (future.locked_by.company_name ?? future.locked_by.name) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 font-semibold break-words">
            {futureLane(future)}
          </h3>
          <FutureStatusBadge status={future.status} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{ref}</span>
          <span>{FUTURE_CARD.laneMiles(future.lane_miles)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ConfidenceBadge score={future.ai_confidence_score} />
          <DemandBadge level={future.market_demand} />
        </div>
      </header>
      <FutureFacts future={future} showBroker={false} />
      {lockedBy || future.contract_id || future.status === 'open' ? (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
          {lockedBy ? <p className="font-medium">{BROKER_FUTURES.lockedBy(lockedBy)}</p> : <span />}
          <div className="flex flex-wrap gap-2">
            {future.contract_id ? (
              <Button asChild variant="outline" size="sm">
                <Link
                  to={paths.contract.getHref(future.contract_id)}
                  aria-label={BROKER_FUTURES.viewContractLabel(ref)}
                >
                  {BROKER_FUTURES.viewContract}
                </Link>
              </Button>
            ) : null}
            {future.status === 'open' ? <WithdrawFutureButton future={future} /> : null}
          </div>
        </footer>
      ) : null}
    </article>
  );
}
