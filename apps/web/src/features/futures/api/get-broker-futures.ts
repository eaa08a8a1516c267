import { futureList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys, OPEN_FUTURES_PAGE_SIZE } from './futures-keys';

/** GET /api/broker/futures: the broker's own futures, every status, newest first, with who locked them. */
export const getBrokerFuturesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: futuresKeys.brokerPage(page),
    queryFn: ({ signal }) =>
      api.get('/api/broker/futures', {
        query: { page, pageSize: OPEN_FUTURES_PAGE_SIZE },
        schema: futureList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useBrokerFutures(page: number) {
  return useQuery(getBrokerFuturesQueryOptions(page));
}
