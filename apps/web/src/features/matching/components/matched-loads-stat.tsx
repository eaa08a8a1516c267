import { StatCard } from '@/components/ui/stat-card';
import { MATCHED_LOADS as copy } from '@/content/matching';

import { useDashboardMatches } from '../hooks/use-dashboard-matches';
import { errorDetail } from '../utils/format';

/**
 * "Matched loads": how many visible loads pass the trucker's hard filters now (the matches' total),
 * opening Available Loads sorted by best match. Shares its request with `MatchedLoadsCard`.
 */
export function MatchedLoadsStat() {
  const query = useDashboardMatches();
  const ready = query.data?.profileReady ?? true;
  return (
    <StatCard
      label={copy.stat}
      value={query.data?.total}
      detail={ready ? copy.statDetail : copy.statNotReady}
      href={ready ? copy.seeAllHref : copy.profileHref}
      problem={query.data || !query.error ? undefined : errorDetail(query.error)}
    />
  );
}
