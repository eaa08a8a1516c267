import { loadSearchResult, type LoadSearchResult, type LoadSort } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** The query string of GET /api/loads (`loadSearchQuery`) as the board sends it; blank filters are left out. */
export interface BoardQuery {
  origin?: string;
  originRadius?: number;
  destination?: string;
  destinationRadius?: number;
  /** Comma-separated equipment types. */
  equipment?: string;
  minRatePerMileCents?: number;
  maxMiles?: number;
  pickupFrom?: string;
  pickupBefore?: string;
  deadheadFrom?: string;
  sort: LoadSort;
  page: number;
  pageSize: number;
}

/** GET /api/loads: the trucker's search; only loads still visible (active, not expired). */
export function searchLoads(query: BoardQuery, signal?: AbortSignal): Promise<LoadSearchResult> {
  return api.get('/api/loads', {
    query: { ...query },
    schema: loadSearchResult,
    ...(signal ? { signal } : {}),
  });
}

export const searchLoadsQueryOptions = (query: BoardQuery) =>
  queryOptions({
    queryKey: loadsKeys.boardSearch(query),
    queryFn: ({ signal }) => searchLoads(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchLoads(query: BoardQuery) {
  return useQuery(searchLoadsQueryOptions(query));
}

/** Drops a load from every cached board page at once (booked, expired or cancelled). */
export function removeLoadFromBoard(queryClient: QueryClient, loadId: string): void {
  queryClient.setQueriesData<LoadSearchResult>({ queryKey: loadsKeys.board() }, (current) => {
    if (!current?.items.some((load) => load.id === loadId)) return current;
    return {
      ...current,
      items: current.items.filter((load) => load.id !== loadId),
      total: Math.max(0, current.total - 1),
    };
  });
}
