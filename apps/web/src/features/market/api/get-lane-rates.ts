import { laneRatesResponse, type LaneRatesQuery, type LaneRatesResponse } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { marketKeys } from './market-keys';

/** GET /api/lane-rates: a lane's figures per equipment (7, 30 and 90 days) and its weekly history. */
export function getLaneRates(query: LaneRatesQuery, signal?: AbortSignal): Promise<LaneRatesResponse> {
  return api.get('/api/lane-rates', {
    query: { ...query },
    schema: laneRatesResponse,
    ...(signal ? { signal } : {}),
  });
}

export const getLaneRatesQueryOptions = (query: LaneRatesQuery) =>
  queryOptions({
    queryKey: marketKeys.laneRates(query),
    queryFn: ({ signal }) => getLaneRates(query, signal),
    staleTime: 60_000,
  });

/** The lane's figures; null query: nothing searched yet. */
export function useLaneRates(query: LaneRatesQuery | null) {
  return useQuery({
    ...getLaneRatesQueryOptions(query ?? { origin: '', destination: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
