import { ScaleIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { DashboardCard, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { BROKER_STANDING } from '@/content/market';
import { isApiError } from '@/lib/api-client';

import { useBrokerFairness } from '../api/get-broker-fairness';
import { BadgeRules, BrokerStandingSummary } from './broker-standing-summary';

/** /broker dashboard: the broker's fairness badge and average difference, with a link to the loads behind it. */
export function BrokerStandingCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = useBrokerFairness();
  return (
    <DashboardCard
      id="broker-rate-standing"
      heading={BROKER_STANDING.cardHeading}
      headingLevel={headingLevel}
      icon={ScaleIcon}
      footer={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.broker.standing.getHref()}>{BROKER_STANDING.seeLoads}</Link>
        </Button>
      }
    >
      {query.isPending ? (
        <DashboardCardLoading label={BROKER_STANDING.loading} rows={1} />
      ) : query.data === undefined ? (
        <QueryProblem
          title={BROKER_STANDING.loadError}
          detail={isApiError(query.error) ? query.error.detail : BROKER_STANDING.loadError}
          retryLabel={BROKER_STANDING.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <BrokerStandingSummary detail={query.data} />
          <BadgeRules belowMarketPercent={query.data.belowMarketPercent} />
        </div>
      )}
    </DashboardCard>
  );
}
