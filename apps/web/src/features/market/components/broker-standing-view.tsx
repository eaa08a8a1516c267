import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_STANDING } from '@/content/market';
import { isApiError } from '@/lib/api-client';

import { useBrokerFairness } from '../api/get-broker-fairness';
import { BadgeRules, BrokerStandingSummary } from './broker-standing-summary';
import { StandingLoadsList } from './standing-loads-list';

/** /broker/standing: the badge, how it is decided, and every load compared, lowest first. */
export function BrokerStandingView() {
  const query = useBrokerFairness();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {BROKER_STANDING.loading}
        </p>
        <Skeleton className="h-28" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <QueryProblem
        title={BROKER_STANDING.loadError}
        detail={isApiError(query.error) ? query.error.detail : BROKER_STANDING.loadError}
        retryLabel={BROKER_STANDING.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const detail = query.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card className="gap-4 p-4 sm:p-6">
        <BrokerStandingSummary detail={detail} />
        <section aria-labelledby="standing-rules" className="flex flex-col gap-2">
          <h2 id="standing-rules" className="text-base font-semibold">
            {BROKER_STANDING.rulesHeading}
          </h2>
          <BadgeRules belowMarketPercent={detail.belowMarketPercent} />
        </section>
      </Card>
      <section aria-labelledby="standing-loads" className="flex flex-col gap-3">
        <h2 id="standing-loads" className="text-lg font-semibold">
          {BROKER_STANDING.loadsHeading}
        </h2>
        <StandingLoadsList loads={detail.loads} comparedLoads={detail.fairness.comparedLoads} />
      </section>
    </div>
  );
}
