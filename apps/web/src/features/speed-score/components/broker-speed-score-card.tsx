import { GaugeIcon } from 'lucide-react';

import { DashboardCard, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { BROKER_SPEED_CARD as copy, SPEED_SCORE } from '@/content/speed-score';

import { useSpeedScore } from '../api/get-speed-score';
import { errorDetail } from '../utils/format';
import { ScoreComponents } from './score-components';
import { ScoreHeadline } from './score-headline';

/** /broker: the broker's speed score with its parts (confirming deliveries, funding escrow, chat). */
export function BrokerSpeedScoreCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = useSpeedScore('broker');
  return (
    <DashboardCard
      id="broker-speed-score-heading"
      heading={copy.heading}
      headingLevel={headingLevel}
      icon={GaugeIcon}
      description={copy.intro}
    >
      {query.isPending ? (
        <DashboardCardLoading label={SPEED_SCORE.loading} rows={2} />
      ) : !query.data ? (
        <QueryProblem
          title={SPEED_SCORE.loadError}
          detail={errorDetail(query.error)}
          retryLabel={SPEED_SCORE.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <ScoreHeadline score={query.data} />
          <ScoreComponents components={query.data.components} />
        </div>
      )}
    </DashboardCard>
  );
}
