import { StarIcon, TrendingUpIcon, MessageSquareQuoteIcon } from 'lucide-react';
import { useState } from 'react';

import { DashboardCard, DashboardCardEmpty, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { RATINGS_COMMON, RECEIVED_RATINGS as copy } from '@/content/ratings';

import { useReceivedRatings } from '../api/get-received-ratings';
import { useRatingsLive } from '../hooks/use-ratings-live';
import { errorDetail } from '../utils/format';
import { RatingItem } from './rating-item';
import { RatingSummaryPanel } from './rating-summary-panel';
import { RatingTrendChart } from './rating-trend-chart';

/**
 * The caller's received ratings: the summary (average, count, trend, distribution), the weekly chart
 * and the list page by page. Live: `rating.updated` on the user's topic refetches all of it.
 */
export function ReceivedRatings({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  useRatingsLive();
  const [page, setPage] = useState(1);
  const query = useReceivedRatings(page);
  const { data } = query;

  if (query.isPending) return <DashboardCardLoading label={copy.loading} rows={3} />;
  if (!data)
    return (
      <QueryProblem
        title={copy.summaryLoadError}
        detail={errorDetail(query.error)}
        retryLabel={RATINGS_COMMON.retry}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardCard
          id="rating-summary-heading"
          heading={copy.summaryHeading}
          headingLevel={headingLevel}
          icon={StarIcon}
        >
          <RatingSummaryPanel summary={data.summary} />
        </DashboardCard>
        <DashboardCard
          id="rating-trend-heading"
          heading={copy.chartHeading}
          headingLevel={headingLevel}
          icon={TrendingUpIcon}
        >
          <RatingTrendChart weekly={data.summary.weekly} />
        </DashboardCard>
      </div>
      <DashboardCard
        id="received-ratings-heading"
        heading={copy.listHeading}
        headingLevel={headingLevel}
        icon={MessageSquareQuoteIcon}
      >
        {data.total === 0 ? (
          <DashboardCardEmpty title={copy.empty} hint={copy.emptyHint} />
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
              {data.ratings.map((rating) => (
                <RatingItem key={rating.id} rating={rating} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={setPage}
              copy={copy}
            />
          </div>
        )}
      </DashboardCard>
    </div>
  );
}
