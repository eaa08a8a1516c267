import { precommitmentList, type PrecommitmentList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/** GET /api/precommitments: open rate futures whose expires_at is still ahead, newest first. */
export function getRateFutures(signal?: AbortSignal): Promise<PrecommitmentList> {
  return api.get('/api/precommitments', { schema: precommitmentList, ...(signal ? { signal } : {}) });
}

export const getRateFuturesQueryOptions = () =>
  queryOptions({
    queryKey: rateFuturesKeys.open(),
    queryFn: ({ signal }) => getRateFutures(signal),
  });

export function useRateFutures() {
  return useQuery(getRateFuturesQueryOptions());
}
