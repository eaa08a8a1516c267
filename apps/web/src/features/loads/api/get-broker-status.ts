import { brokerStatusResponse, type BrokerStatusResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** GET /api/broker/me: whether the signed-in broker may post (`canPost`: verified). */
export function getBrokerStatus(signal?: AbortSignal): Promise<BrokerStatusResponse> {
  return api.get('/api/broker/me', { schema: brokerStatusResponse, ...(signal ? { signal } : {}) });
}

export const getBrokerStatusQueryOptions = () =>
  queryOptions({
    queryKey: loadsKeys.brokerStatus(),
    queryFn: ({ signal }) => getBrokerStatus(signal),
    staleTime: 60_000,
  });

export function useBrokerStatus() {
  return useQuery(getBrokerStatusQueryOptions());
}
