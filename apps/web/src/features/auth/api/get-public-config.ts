import { publicConfig, type PublicConfig } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/public-config: demo mode, contact address, whether Google sign-in is on. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/api/public-config', { schema: publicConfig, ...(signal ? { signal } : {}) });
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
