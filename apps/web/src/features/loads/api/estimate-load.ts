import { loadEstimate, type loadEstimateInput, type LoadEstimate } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type LoadEstimateInput = z.output<typeof loadEstimateInput>;

/** POST /api/broker/loads/estimate: both places located and the estimated road miles between them. */
export function estimateLoad(input: LoadEstimateInput, signal?: AbortSignal): Promise<LoadEstimate> {
  return api.post('/api/broker/loads/estimate', input, {
    schema: loadEstimate,
    ...(signal ? { signal } : {}),
  });
}

export const estimateLoadQueryOptions = (input: LoadEstimateInput) =>
  queryOptions({
    queryKey: loadsKeys.estimate(input),
    queryFn: ({ signal }) => estimateLoad(input, signal),
    staleTime: Infinity,
  });

const blank = { city: '', state: 'AL', zip: '' } as const;

/** The estimate for complete places (null: nothing to estimate yet). */
export function useLoadEstimate(input: LoadEstimateInput | null) {
  return useQuery({
    ...estimateLoadQueryOptions(input ?? { pickup: blank, delivery: blank }),
    enabled: input !== null,
  });
}
