import { adminAnalytics, type AdminAnalytics } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AnalyticsRange } from '../utils/range';

/** GET /api/admin/analytics?days=: the load board's figures over the last `days` days. */
export function getAdminAnalytics(days: AnalyticsRange, signal?: AbortSignal): Promise<AdminAnalytics> {
  return api.get('/api/admin/analytics', {
    query: { days },
    schema: adminAnalytics,
    ...(signal ? { signal } : {}),
  });
}

export const getAdminAnalyticsQueryOptions = (days: AnalyticsRange) =>
  queryOptions({
    // Under 'admin', like every admin query, so an admin-wide invalidation refreshes it too.
    queryKey: ['admin', 'analytics', days] as const,
    queryFn: ({ signal }) => getAdminAnalytics(days, signal),
  });

/** Keeps the previous range on screen while the next one loads. */
export function useAdminAnalytics(days: AnalyticsRange) {
  return useQuery({ ...getAdminAnalyticsQueryOptions(days), placeholderData: keepPreviousData });
}
