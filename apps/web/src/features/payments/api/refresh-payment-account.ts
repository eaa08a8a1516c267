import { paymentAccountStatus, type PaymentAccountStatus } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { paymentKeys } from './get-payment-account';

/** POST /api/payments/account/refresh: re-reads the account from the payment provider. */
export function refreshPaymentAccount(): Promise<PaymentAccountStatus> {
  return api.post('/api/payments/account/refresh', undefined, { schema: paymentAccountStatus });
}

export const refreshPaymentAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: ['payments', 'refresh-account'],
    mutationFn: () => refreshPaymentAccount(),
  });

export function useRefreshPaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshPaymentAccountMutationOptions(),
    onSuccess: (status) => queryClient.setQueryData(paymentKeys.account(), status),
  });
}
