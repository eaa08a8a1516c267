import {
  brokerStatusResponse,
  type BrokerRegistrationData,
  type BrokerStatusResponse,
} from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

/** POST /api/onboarding/broker: broker step 1 creates the broker record and its application (201). */
export function registerBroker(input: BrokerRegistrationData): Promise<BrokerStatusResponse> {
  return api.post('/api/onboarding/broker', input, { schema: brokerStatusResponse });
}

export const registerBrokerMutationOptions = () =>
  mutationOptions<BrokerStatusResponse, Error, BrokerRegistrationData>({
    mutationKey: ['membership', 'onboarding', 'broker'],
    mutationFn: registerBroker,
  });

export function useRegisterBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerBrokerMutationOptions(),
    onSuccess: (status) => queryClient.setQueryData(membershipKeys.brokerStatus(), status),
    // 409 "already registered" (e.g. in another tab): the fresh status moves onboarding to step 2.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: membershipKeys.brokerStatus() });
      }
    },
  });
}
