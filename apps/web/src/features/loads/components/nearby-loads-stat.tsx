import { StatCard } from '@/components/ui/stat-card';
import { NEARBY_LOADS as copy } from '@/content/loads';

import { useNearbyLoads } from '../hooks/use-nearby-loads';
import { errorDetail } from '../utils/format';

/**
 * "Loads near you": how many visible loads lie within the radius of the home base (the search's
 * total), opening Available Loads with those filters. Shares its search with `NearbyLoadsCard`,
 * which keeps it live.
 */
export function NearbyLoadsStat() {
  const { area, anywhere, loads, boardHref, error } = useNearbyLoads();
  return (
    <StatCard
      label={anywhere ? copy.statAnywhere : copy.stat}
      value={loads.data?.total}
      detail={area ? copy.statDetail(area.radius, area.place) : undefined}
      href={boardHref}
      problem={error ? errorDetail(error) : undefined}
    />
  );
}
