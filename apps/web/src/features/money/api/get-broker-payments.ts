import { brokerPayments } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** GET /api/broker/payments: the broker's charges, escrow per contract, refunds and 10% payouts. */
export const getBrokerPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: moneyKeys.brokerPayments(),
    queryFn: ({ signal }) => api.get('/api/broker/payments', { schema: brokerPayments, signal }),
  });

export function useBrokerPayments() {
  return useQuery(getBrokerPaymentsQueryOptions());
}
