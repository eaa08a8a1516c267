import { brokerOptionList, type BrokerOption } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** GET /api/admin/brokers/options: the verified brokers, for the broker filter of All Loads. */
export async function getBrokerOptions(signal?: AbortSignal): Promise<BrokerOption[]> {
  const list = await api.get('/api/admin/brokers/options', {
    schema: brokerOptionList,
    ...(signal ? { signal } : {}),
  });
  return list.items;
}

export const getBrokerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: loadsKeys.brokerOptions(),
    queryFn: ({ signal }) => getBrokerOptions(signal),
    staleTime: 60_000,
  });

export function useBrokerOptions() {
  return useQuery(getBrokerOptionsQueryOptions());
}
