import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { RECENT_LOADS as copy } from '@/content/loads';

import { useBrokerLoads } from '../api/get-broker-loads';
import { errorDetail } from '../utils/format';

/**
 * "Active loads": the total of GET /api/broker/loads?status=active (one row fetched: only the count
 * matters). `RecentLoadsCard` keeps every broker loads query live, this one included.
 */
export function ActiveLoadsStat() {
  const { data, error } = useBrokerLoads({ status: 'active', page: 1, pageSize: 1 });
  return (
    <StatCard
      label={copy.activeStat}
      value={data?.total}
      detail={copy.activeStatDetail}
      href={paths.broker.loads.getHref()}
      problem={!data && error ? errorDetail(error) : undefined}
    />
  );
}
