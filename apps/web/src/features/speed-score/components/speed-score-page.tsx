import { GaugeIcon, ListChecksIcon, TrendingUpIcon } from 'lucide-react';

import { PageHeading } from '@/components/layout/page-heading';
import { DashboardCard, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { SPEED_SCORE as copy } from '@/content/speed-score';

import { useSpeedScore } from '../api/get-speed-score';
import { errorDetail } from '../utils/format';
import { ScoreComponents } from './score-components';
import { ScoreHeadline } from './score-headline';
import { ScoreHistoryChart } from './score-history-chart';

/** /trucker/score: the trucker's speed score, what makes it up, their rank and its weekly history. */
export function SpeedScorePage() {
  const query = useSpeedScore('trucker');
  const { data } = query;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={3} />
      ) : !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={copy.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardCard id="speed-score-heading" heading={copy.scoreLabel} icon={GaugeIcon}>
              <ScoreHeadline score={data} />
            </DashboardCard>
            <DashboardCard id="speed-history-heading" heading={copy.historyHeading} icon={TrendingUpIcon}>
              <ScoreHistoryChart history={data.history} />
            </DashboardCard>
          </div>
          <DashboardCard
            id="speed-components-heading"
            heading={copy.componentsHeading}
            icon={ListChecksIcon}
            description={copy.componentsIntro}
          >
            <ScoreComponents components={data.components} />
          </DashboardCard>
        </>
      )}
    </div>
  );
}
