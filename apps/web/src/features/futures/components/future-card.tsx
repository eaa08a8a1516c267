import type { FutureView } from '@haulclub/shared';
import type { ReactNode } from 'react';

import { FUTURE_CARD, futureRef } from '@/content/futures';

import { futureLane } from '../utils/format';
import { ConfidenceBadge } from './confidence-badge';
import { DemandBadge } from './demand-badge';
import { FutureFacts } from './future-facts';

/** One open future: lane, confidence and demand, the facts, and the viewer's action (Lock In Rate for truckers). */
export function FutureCard({ future, action }: { future: FutureView; action?: ReactNode }) {
  const titleId = `future-${future.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex min-w-0 flex-col gap-2">
        <h3 id={titleId} className="text-base font-semibold break-words sm:text-lg">
          {futureLane(future)}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{futureRef(future.number)}</span>
          <span>{FUTURE_CARD.laneMiles(future.lane_miles)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ConfidenceBadge score={future.ai_confidence_score} />
          <DemandBadge level={future.market_demand} />
        </div>
      </header>
      <FutureFacts future={future} />
      {action ? <footer className="border-t pt-3">{action}</footer> : null}
    </article>
  );
}
