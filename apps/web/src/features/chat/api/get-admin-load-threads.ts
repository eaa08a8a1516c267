import { chatThreadList, type ChatThreadList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

/** GET /api/admin/loads/:id/threads: every conversation about a load (admins only), latest activity first. */
export function getAdminLoadThreads(loadId: string, signal?: AbortSignal): Promise<ChatThreadList> {
  return api.get(`/api/admin/loads/${encodeURIComponent(loadId)}/threads`, {
    schema: chatThreadList,
    ...(signal ? { signal } : {}),
  });
}

export const getAdminLoadThreadsQueryOptions = (loadId: string) =>
  queryOptions({
    queryKey: chatKeys.loadThreads(loadId),
    queryFn: ({ signal }) => getAdminLoadThreads(loadId, signal),
  });

export function useAdminLoadThreads(loadId: string) {
  return useQuery(getAdminLoadThreadsQueryOptions(loadId));
}
