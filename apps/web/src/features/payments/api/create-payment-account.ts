import {
  createPaymentAccountResponse,
  type CreatePaymentAccountInput,
  type CreatePaymentAccountResponse,
} from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { paymentKeys } from './get-payment-account';

/** POST /api/payments/account (the spec's create-stripe-account): the account, once, and an onboarding link. */
export function createPaymentAccount(
  input: CreatePaymentAccountInput,
): Promise<CreatePaymentAccountResponse> {
  return api.post('/api/payments/account', input, { schema: createPaymentAccountResponse });
}

export const createPaymentAccountMutationOptions = () =>
  mutationOptions<CreatePaymentAccountResponse, Error, CreatePaymentAccountInput>({
    mutationKey: ['payments', 'create-account'],
    mutationFn: createPaymentAccount,
  });

export function useCreatePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPaymentAccountMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.account() }),
  });
}
