import { precommitmentList, type PrecommitmentList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys, type PageQuery } from './rate-futures-keys';

/** GET /api/broker/precommitments: the broker's own rate futures, every status, newest first. */
export function getBrokerRateFutures(query: PageQuery, signal?: AbortSignal): Promise<PrecommitmentList> {
  return api.get('/api/broker/precommitments', {
    query: { ...query },
    schema: precommitmentList,
    ...(signal ? { signal } : {}),
  });
}

export const getBrokerRateFuturesQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: rateFuturesKeys.broker(query),
    queryFn: ({ signal }) => getBrokerRateFutures(query, signal),
    // Paging keeps the current page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useBrokerRateFutures(query: PageQuery) {
  return useQuery(getBrokerRateFuturesQueryOptions(query));
}
