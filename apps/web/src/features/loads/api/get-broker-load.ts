import { brokerLoad, type BrokerLoad } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** GET /api/broker/loads/:id: one of the broker's own loads (404 for anyone else's). */
export function getBrokerLoad(id: string, signal?: AbortSignal): Promise<BrokerLoad> {
  return api.get(`/api/broker/loads/${encodeURIComponent(id)}`, {
    schema: brokerLoad,
    ...(signal ? { signal } : {}),
  });
}

export const getBrokerLoadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: loadsKeys.brokerLoad(id),
    queryFn: ({ signal }) => getBrokerLoad(id, signal),
  });

export function useBrokerLoad(id: string | null) {
  return useQuery({ ...getBrokerLoadQueryOptions(id ?? ''), enabled: id !== null });
}
