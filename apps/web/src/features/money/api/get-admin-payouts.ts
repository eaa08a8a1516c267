import { adminPayoutList, type AdminPayoutListQuery } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** GET /api/admin/payouts: the payout queue (open payouts, failed first). */
export const getAdminPayoutsQueryOptions = (query: AdminPayoutListQuery = { status: 'open', pageSize: 50 }) =>
  queryOptions({
    queryKey: moneyKeys.adminPayouts(query),
    queryFn: ({ signal }) =>
      api.get('/api/admin/payouts', {
        query: query as Record<string, string | number>,
        schema: adminPayoutList,
        signal,
      }),
  });

export function useAdminPayouts() {
  return useQuery(getAdminPayoutsQueryOptions());
}
