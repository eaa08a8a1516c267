import { matchesResult, type MatchesResult } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { matchingKeys } from './matching-keys';

/** The query string of GET /api/trucker/matches (`matchesQuery`). */
export interface MatchesQuery {
  page: number;
  pageSize: number;
}

/** GET /api/trucker/matches: visible loads that pass the trucker's hard filters, best score first. */
export function getMatches(query: MatchesQuery, signal?: AbortSignal): Promise<MatchesResult> {
  return api.get('/api/trucker/matches', {
    query: { ...query },
    schema: matchesResult,
    ...(signal ? { signal } : {}),
  });
}

export const getMatchesQueryOptions = (query: MatchesQuery) =>
  queryOptions({
    queryKey: matchingKeys.list(query),
    queryFn: ({ signal }) => getMatches(query, signal),
    // Scores follow the lane profile: coming back from editing it shows the new ranking at once.
    staleTime: 0,
  });

export function useMatches(query: MatchesQuery) {
  return useQuery(getMatchesQueryOptions(query));
}
