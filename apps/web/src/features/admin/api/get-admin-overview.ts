import { adminOverview, type AdminOverview } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** GET /api/admin/overview: live counts and recent audit entries for the admin dashboard. */
export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get('/api/admin/overview', { schema: adminOverview, ...(signal ? { signal } : {}) });
}

export const getAdminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
