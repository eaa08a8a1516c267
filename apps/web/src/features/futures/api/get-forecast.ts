import { forecastView, type ForecastQuery } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys } from './futures-keys';

/** GET /api/forecast: the forecast rate, confidence and demand for a lane, truck type and date range. */
export const getForecastQueryOptions = (query: ForecastQuery) =>
  queryOptions({
    queryKey: futuresKeys.forecast(query),
    queryFn: ({ signal }) => api.get('/api/forecast', { query: { ...query }, schema: forecastView, signal }),
    staleTime: 60_000,
  });

/** The forecast for `query` (nothing is fetched while it is null); the last answer stays while the next loads. */
export function useForecast(query: ForecastQuery | null) {
  return useQuery({
    ...getForecastQueryOptions(query ?? { lane_from: '', lane_to: '', truck_type: 'dry_van' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
