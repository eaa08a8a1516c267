import { forecastView, type ForecastView, type FuturesTruckType } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

export interface ForecastLane {
  laneFrom: string;
  laneTo: string;
  truckType: FuturesTruckType;
}

/** GET /api/forecast for a lane and truck type over the next 30 days (the server's default range). */
export function getForecast(lane: ForecastLane, signal?: AbortSignal): Promise<ForecastView> {
  return api.get('/api/forecast', {
    query: { lane_from: lane.laneFrom, lane_to: lane.laneTo, truck_type: lane.truckType },
    schema: forecastView,
    ...(signal ? { signal } : {}),
  });
}

/** The forecast as a hint while the broker types; nothing is asked until both ends and the truck type are set. */
export function useForecast(lane: ForecastLane | null) {
  return useQuery(
    queryOptions({
      queryKey: rateFuturesKeys.forecast(lane ?? { laneFrom: '', laneTo: '', truckType: '' }),
      queryFn: ({ signal }) => (lane ? getForecast(lane, signal) : Promise.resolve(null)),
      enabled: lane !== null,
      staleTime: 60_000,
      retry: false,
    }),
  );
}
