import { precommitmentList, type PrecommitmentList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys, type PageQuery } from './rate-futures-keys';

/** GET /api/precommitments: open rate futures whose expires_at is still ahead, newest first. */
export function getRateFutures(query: PageQuery, signal?: AbortSignal): Promise<PrecommitmentList> {
  return api.get('/api/precommitments', {
    query: { ...query },
    schema: precommitmentList,
    ...(signal ? { signal } : {}),
  });
}

export const getRateFuturesQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: rateFuturesKeys.open(query),
    queryFn: ({ signal }) => getRateFutures(query, signal),
    // Paging keeps the current page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useRateFutures(query: PageQuery) {
  return useQuery(getRateFuturesQueryOptions(query));
}
