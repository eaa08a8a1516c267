import { brokerFairnessDetail, type BrokerFairnessDetail } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { marketKeys } from './market-keys';

/** GET /api/broker/fairness: the caller's standing against their lanes and the loads compared, lowest first. */
export function getBrokerFairness(signal?: AbortSignal): Promise<BrokerFairnessDetail> {
  return api.get('/api/broker/fairness', { schema: brokerFairnessDetail, ...(signal ? { signal } : {}) });
}

export const getBrokerFairnessQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.brokerFairness(),
    queryFn: ({ signal }) => getBrokerFairness(signal),
  });

export function useBrokerFairness() {
  return useQuery(getBrokerFairnessQueryOptions());
}
