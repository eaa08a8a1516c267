import { truckerLoad, type TruckerLoad } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** GET /api/loads/:id: one load as the trucker sees it (404 once it left the board, unless they booked it). */
export function getLoad(id: string, signal?: AbortSignal): Promise<TruckerLoad> {
  return api.get(`/api/loads/${encodeURIComponent(id)}`, {
    schema: truckerLoad,
    ...(signal ? { signal } : {}),
  });
}

export const getLoadQueryOptions = (id: string) =>
  queryOptions({ queryKey: loadsKeys.truckerLoad(id), queryFn: ({ signal }) => getLoad(id, signal) });

export function useLoad(id: string | null) {
  return useQuery({ ...getLoadQueryOptions(id ?? ''), enabled: Boolean(id) });
}
