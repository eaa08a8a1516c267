import { alertsResponse, type AlertsResponse } from '@haulclub/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { alertsKeys } from './alerts-keys';

/** How many alerts one page of the inbox holds. */
export const ALERTS_PAGE_SIZE = 20;

/** GET /api/trucker/alerts: newest first; `before` (an alert id) pages back; `unread` counts all of them. */
export function getAlerts(before: string | undefined, signal?: AbortSignal): Promise<AlertsResponse> {
  return api.get('/api/trucker/alerts', {
    query: { before, limit: ALERTS_PAGE_SIZE },
    schema: alertsResponse,
    ...(signal ? { signal } : {}),
  });
}

export const getAlertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: alertsKeys.inbox(),
    queryFn: ({ pageParam, signal }) => getAlerts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });

/** The inbox pages and the unread count (the bell); `enabled` only for signed-in truckers. */
export function useAlerts(enabled: boolean) {
  return useInfiniteQuery({ ...getAlertsQueryOptions(), enabled });
}
