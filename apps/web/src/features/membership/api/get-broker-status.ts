import { brokerStatusResponse, type BrokerStatusResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

/** GET /api/broker/me: the signed-in broker's registration, application and verification. */
export function getBrokerStatus(signal?: AbortSignal): Promise<BrokerStatusResponse> {
  return api.get('/api/broker/me', { schema: brokerStatusResponse, ...(signal ? { signal } : {}) });
}

export const getBrokerStatusQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.brokerStatus(),
    queryFn: ({ signal }) => getBrokerStatus(signal),
  });

export function useBrokerStatus() {
  return useQuery(getBrokerStatusQueryOptions());
}
