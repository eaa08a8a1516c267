import { brokerLoadList, type BrokerLoadList, type brokerLoadsQuery } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type BrokerLoadsQuery = z.output<typeof brokerLoadsQuery>;

/** GET /api/broker/loads: one page of the broker's loads, newest first, optionally by status. */
export function getBrokerLoads(query: BrokerLoadsQuery, signal?: AbortSignal): Promise<BrokerLoadList> {
  return api.get('/api/broker/loads', {
    query: { ...query },
    schema: brokerLoadList,
    ...(signal ? { signal } : {}),
  });
}

export const getBrokerLoadsQueryOptions = (query: BrokerLoadsQuery) =>
  queryOptions({
    queryKey: loadsKeys.brokerList(query),
    queryFn: ({ signal }) => getBrokerLoads(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBrokerLoads(query: BrokerLoadsQuery) {
  return useQuery(getBrokerLoadsQueryOptions(query));
}
