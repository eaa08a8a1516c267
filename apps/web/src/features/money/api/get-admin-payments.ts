import { adminPayments } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** GET /api/admin/payments: escrow totals, the ledger's sums and reconciliation. */
export const getAdminPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: moneyKeys.adminPayments(),
    queryFn: ({ signal }) => api.get('/api/admin/payments', { schema: adminPayments, signal }),
  });

export function useAdminPayments() {
  return useQuery(getAdminPaymentsQueryOptions());
}
