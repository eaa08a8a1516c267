import { futureList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys, OPEN_FUTURES_PAGE_SIZE } from './futures-keys';

/** GET /api/futures: open futures whose end date has not passed, newest first (`equipment_fits` set for truckers). */
export const getFuturesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: futuresKeys.openPage(page),
    queryFn: ({ signal }) =>
      api.get('/api/futures', {
        query: { page, pageSize: OPEN_FUTURES_PAGE_SIZE },
        schema: futureList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useFutures(page: number) {
  return useQuery(getFuturesQueryOptions(page));
}
