import { brokerStatusResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/** GET /api/broker/me, read for `canPost`: only a verified broker may post rate futures (the server checks too). */
export const getBrokerCanPostQueryOptions = () =>
  queryOptions({
    queryKey: rateFuturesKeys.brokerCanPost(),
    queryFn: ({ signal }) => api.get('/api/broker/me', { schema: brokerStatusResponse, signal }),
    select: (status) => status.canPost,
    staleTime: 60_000,
  });

export function useBrokerCanPost() {
  return useQuery(getBrokerCanPostQueryOptions());
}
