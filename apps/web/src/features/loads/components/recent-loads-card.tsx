import { PackageIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DashboardCard,
  DashboardCardLink,
  DashboardCardEmpty,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { LOAD_TEXT, RECENT_LOADS as copy } from '@/content/loads';

import { useBrokerLoads } from '../api/get-broker-loads';
import { useBrokerLoadsLiveRefresh } from '../hooks/use-broker-loads-live-refresh';
import { errorDetail } from '../utils/format';
import { RecentLoadItem } from './recent-load-item';

export const RECENT_LOADS_COUNT = 5;

/**
 * The broker dashboard's five latest loads with status and live countdown, and the way to My Loads.
 * Live on `user:<brokerId>` (load.updated, booking.updated), which refreshes every broker loads
 * query, `ActiveLoadsStat` included.
 */
export function RecentLoadsCard() {
  useBrokerLoadsLiveRefresh();
  const query = useBrokerLoads({ page: 1, pageSize: RECENT_LOADS_COUNT });
  const { data } = query;

  return (
    <DashboardCard
      id="recent-loads-heading"
      heading={copy.heading}
      icon={PackageIcon}
      description={copy.intro}
      footer={
        data && data.total > 0 ? (
          <DashboardCardLink to={paths.broker.loads.getHref()}>{copy.seeAll}</DashboardCardLink>
        ) : null
      }
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={RECENT_LOADS_COUNT} />
      ) : !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={LOAD_TEXT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : data.items.length === 0 ? (
        <DashboardCardEmpty
          title={copy.empty}
          hint={copy.emptyHint}
          action={
            <Button asChild size="sm">
              <Link to={paths.broker.postLoad.getHref()}>
                <PlusIcon aria-hidden="true" />
                {copy.postLoad}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
          {data.items.map((load) => (
            <RecentLoadItem key={load.id} load={load} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
