import { useSearchParams } from 'react-router';

import { PageHeading } from '@/components/layout/page-heading';
import { QueryProblem } from '@/components/ui/query-problem';
import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import { useAdminAnalytics } from '../api/get-admin-analytics';
import { errorDetail } from '../utils/format';
import { DEFAULT_ANALYTICS_RANGE, readAnalyticsRange } from '../utils/range';
import { AnalyticsRangeSelector } from './analytics-range-selector';
import { AnalyticsStatCards, AnalyticsStatCardsSkeleton } from './analytics-stat-cards';
import { DailyLoadsChart } from './daily-loads-chart';
import { RatePerMileChart } from './rate-per-mile-chart';
import { TopLanesTable } from './top-lanes-table';

/** /admin/analytics?days=: figures, charts and top lanes of the load board over the chosen range. */
export function AdminAnalyticsView() {
  const [params, setParams] = useSearchParams();
  const days = readAnalyticsRange(params);
  const { data, error, isPending, isPlaceholderData, refetch } = useAdminAnalytics(days);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        heading={ADMIN_ANALYTICS.heading}
        intro={ADMIN_ANALYTICS.intro}
        action={
          <AnalyticsRangeSelector
            value={days}
            onChange={(next) => {
              setParams(next === DEFAULT_ANALYTICS_RANGE ? {} : { days: String(next) }, { replace: true });
            }}
          />
        }
      />
      {error && !data ? (
        <QueryProblem
          title={ADMIN_ANALYTICS.loadError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_ANALYTICS.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {ADMIN_ANALYTICS.loading}
          </p>
          <AnalyticsStatCardsSkeleton />
        </div>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={isPlaceholderData}>
          <p className="text-sm text-muted-foreground">{ADMIN_ANALYTICS.rangeNote(data.days)}</p>
          {isPlaceholderData ? (
            <p role="status" className="sr-only">
              {ADMIN_ANALYTICS.loading}
            </p>
          ) : null}
          <AnalyticsStatCards analytics={data} />
          <div className="grid gap-6 xl:grid-cols-2">
            <DailyLoadsChart daily={data.daily} />
            <RatePerMileChart points={data.ratePerMile} />
          </div>
          <TopLanesTable lanes={data.topLanes} />
        </div>
      )}
    </div>
  );
}
