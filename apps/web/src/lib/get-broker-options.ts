import { brokerOptionList, type BrokerOption } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';

/**
 * Under 'admin', like the endpoint: the admin area invalidates everything 'admin' after each action
 * (approving a broker, say), and that must refresh this list too.
 */
export const brokerOptionsKey = ['admin', 'broker-options'] as const;

/**
 * GET /api/admin/brokers/options: the verified brokers, for an admin's trucker invitation (admin feature)
 * and the broker filter of All Loads (loads feature).
 */
export async function getBrokerOptions(signal?: AbortSignal): Promise<BrokerOption[]> {
  const list = await api.get('/api/admin/brokers/options', {
    schema: brokerOptionList,
    ...(signal ? { signal } : {}),
  });
  return list.items;
}

export const getBrokerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: brokerOptionsKey,
    queryFn: ({ signal }) => getBrokerOptions(signal),
    staleTime: 60_000,
  });

export function useBrokerOptions() {
  return useQuery(getBrokerOptionsQueryOptions());
}
