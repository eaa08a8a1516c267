import { brokerTruckersResponse, type BrokerTruckersResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

/** GET /api/broker/truckers: the broker's truckers and the invitations they sent. */
export function getBrokerTruckers(signal?: AbortSignal): Promise<BrokerTruckersResponse> {
  return api.get('/api/broker/truckers', { schema: brokerTruckersResponse, ...(signal ? { signal } : {}) });
}

export const getBrokerTruckersQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.brokerTruckers(),
    queryFn: ({ signal }) => getBrokerTruckers(signal),
  });

export function useBrokerTruckers() {
  return useQuery(getBrokerTruckersQueryOptions());
}
