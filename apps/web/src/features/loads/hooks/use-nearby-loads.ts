import { useQuery } from '@tanstack/react-query';

import { useTruckerProfile } from '@/lib/trucker-profile';

import { searchLoadsQueryOptions } from '../api/search-loads';
import { boardHref } from '../utils/board-search';
import { nearbyArea, nearbyQuery, nearbySearch } from '../utils/nearby-search';

/**
 * The loads nearest the trucker's home base (GET /api/trucker/profile, then GET /api/loads), and the
 * Available Loads link with the same filters. The stat and the card read one cached search.
 */
export function useNearbyLoads() {
  const profile = useTruckerProfile();
  const area = profile.data ? nearbyArea(profile.data) : null;
  const search = nearbySearch(area);
  const loads = useQuery({ ...searchLoadsQueryOptions(nearbyQuery(search)), enabled: profile.isSuccess });
  const error = profile.data ? loads.error : profile.error;
  return {
    area,
    /** The profile has no home base: the newest loads anywhere instead of loads near. */
    anywhere: Boolean(profile.data) && !area,
    loads,
    boardHref: boardHref(search),
    /** Nothing to show yet: the profile or the search is still loading. */
    isPending: profile.isPending || (profile.isSuccess && loads.isPending),
    /** Why nothing could be shown (either call failed and nothing is cached). */
    error: loads.data ? null : error,
    retry: () => void (profile.data ? loads.refetch() : profile.refetch()),
  };
}
