import { adminDisputeList, type AdminDisputesQuery } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** GET /api/admin/disputes: open disputes first, then the newest resolved. */
export const getAdminDisputesQueryOptions = (
  query: Partial<AdminDisputesQuery> = { status: 'all', pageSize: 50 },
) =>
  queryOptions({
    queryKey: moneyKeys.adminDisputes(query),
    queryFn: ({ signal }) =>
      api.get('/api/admin/disputes', {
        query: query as Record<string, string | number>,
        schema: adminDisputeList,
        signal,
      }),
  });

export function useAdminDisputes() {
  return useQuery(getAdminDisputesQueryOptions());
}
