import { brokerStatusResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys } from './futures-keys';

/** GET /api/broker/me, read for `canPost`: only a verified broker may create futures (the server checks too). */
export const getBrokerStandingQueryOptions = () =>
  queryOptions({
    queryKey: futuresKeys.brokerStanding(),
    queryFn: ({ signal }) => api.get('/api/broker/me', { schema: brokerStatusResponse, signal }),
    select: (status) => status.canPost,
    staleTime: 60_000,
  });

export function useBrokerCanCreate() {
  return useQuery(getBrokerStandingQueryOptions());
}
