import { precommitmentList, type PrecommitmentList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/** GET /api/broker/precommitments: the broker's own rate futures, every status, newest first. */
export function getBrokerRateFutures(signal?: AbortSignal): Promise<PrecommitmentList> {
  return api.get('/api/broker/precommitments', {
    schema: precommitmentList,
    ...(signal ? { signal } : {}),
  });
}

export const getBrokerRateFuturesQueryOptions = () =>
  queryOptions({
    queryKey: rateFuturesKeys.broker(),
    queryFn: ({ signal }) => getBrokerRateFutures(signal),
  });

export function useBrokerRateFutures() {
  return useQuery(getBrokerRateFuturesQueryOptions());
}
