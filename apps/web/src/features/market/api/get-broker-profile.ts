import { brokerProfile, type BrokerProfile } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { marketKeys } from './market-keys';

/** GET /api/brokers/:id: a broker's profile for members (404 for an unknown or non-broker id). */
export function getBrokerProfile(id: string, signal?: AbortSignal): Promise<BrokerProfile> {
  return api.get(`/api/brokers/${encodeURIComponent(id)}`, {
    schema: brokerProfile,
    ...(signal ? { signal } : {}),
  });
}

export const getBrokerProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: marketKeys.brokerProfile(id),
    queryFn: ({ signal }) => getBrokerProfile(id, signal),
  });

export function useBrokerProfile(id: string) {
  return useQuery(getBrokerProfileQueryOptions(id));
}
