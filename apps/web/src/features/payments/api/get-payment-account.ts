import { paymentAccountStatus, type PaymentAccountStatus } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  account: () => ['payments', 'account'] as const,
  sandbox: (accountId: string, token: string) => ['payments', 'sandbox', accountId, token] as const,
};

/** GET /api/payments/account: the signed-in member's payout account and readiness. */
export function getPaymentAccount(signal?: AbortSignal): Promise<PaymentAccountStatus> {
  return api.get('/api/payments/account', { schema: paymentAccountStatus, ...(signal ? { signal } : {}) });
}

export const getPaymentAccountQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.account(),
    queryFn: ({ signal }) => getPaymentAccount(signal),
  });

export function usePaymentAccount() {
  return useQuery(getPaymentAccountQueryOptions());
}
