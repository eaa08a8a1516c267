import { brokerLoadList, type BrokerLoad, type BrokerLoadList } from '@haulclub/shared';
import { useQuery } from '@tanstack/react-query';
import { TimerIcon } from 'lucide-react';

import {
  DashboardCard,
  DashboardCardEmpty,
  DashboardCardLink,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { EXPIRING_LOADS as copy, EXPIRING_SOON_MINUTES } from '@/content/dashboards';
import { api } from '@/lib/api-client';

import { loadsKeys } from '../api/loads-keys';
import { useNow } from '@/hooks/use-now';
import { errorDetail } from '../utils/format';
import { RecentLoadItem } from './recent-load-item';

const PAGE_SIZE = 100;
/** At most this many pages of active loads are read (10,000 loads). */
const MAX_PAGES = 100;

/** Every active load of the broker (GET /api/broker/loads?status=active, page by page). */
async function getAllActiveLoads(signal: AbortSignal): Promise<BrokerLoad[]> {
  const items: BrokerLoad[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list: BrokerLoadList = await api.get('/api/broker/loads', {
      query: { status: 'active', page, pageSize: PAGE_SIZE },
      schema: brokerLoadList,
      signal,
    });
    items.push(...list.items);
    if (page * PAGE_SIZE >= list.total || list.items.length === 0) break;
  }
  return items;
}

/**
 * Action Required: the broker's active loads that expire within 30 minutes, soonest first, each with
 * its countdown. Under the broker loads keys, so `RecentLoadsCard`'s live refresh keeps it current;
 * the clock moves loads in and out of the window.
 */
export function ExpiringLoadsCard({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const query = useQuery({
    queryKey: [...loadsKeys.broker(), 'active-all'],
    queryFn: ({ signal }) => getAllActiveLoads(signal),
  });
  const now = useNow();
  const until = now + EXPIRING_SOON_MINUTES * 60_000;
  const expiring = (query.data ?? [])
    .filter((load) => {
      const at = Date.parse(load.expiresAt);
      return at > now && at <= until;
    })
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));

  return (
    <DashboardCard
      id="expiring-loads-heading"
      heading={copy.heading}
      headingLevel={headingLevel}
      icon={TimerIcon}
      description={copy.intro}
      footer={<DashboardCardLink to={paths.broker.loads.getHref()}>{copy.seeAll}</DashboardCardLink>}
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={2} />
      ) : !query.data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={copy.retry}
          onRetry={() => void query.refetch()}
        />
      ) : expiring.length === 0 ? (
        <DashboardCardEmpty title={copy.empty} hint={copy.emptyHint} />
      ) : (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
          {expiring.map((load) => (
            <RecentLoadItem key={load.id} load={load} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
