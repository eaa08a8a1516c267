import { truckerEarnings } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** GET /api/trucker/earnings: paid, in escrow, pending, per load and the weekly series. */
export const getTruckerEarningsQueryOptions = () =>
  queryOptions({
    queryKey: moneyKeys.truckerEarnings(),
    queryFn: ({ signal }) => api.get('/api/trucker/earnings', { schema: truckerEarnings, signal }),
  });

export function useTruckerEarnings() {
  return useQuery(getTruckerEarningsQueryOptions());
}
