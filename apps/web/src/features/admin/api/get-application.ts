import { brokerApplication, type BrokerApplication } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** GET /api/admin/applications/:id: one application with its FMCSA evidence and verdict. */
export function getApplication(id: string, signal?: AbortSignal): Promise<BrokerApplication> {
  return api.get(`/api/admin/applications/${encodeURIComponent(id)}`, {
    schema: brokerApplication,
    ...(signal ? { signal } : {}),
  });
}

export const getApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: string) {
  return useQuery(getApplicationQueryOptions(id));
}
