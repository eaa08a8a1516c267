import {
  brokerApplicationCreated,
  type BrokerApplicationCreated,
  type BrokerApplicationData,
} from '@haulclub/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/broker-applications: the public /apply form creates the account and the application. */
export function createBrokerApplication(input: BrokerApplicationData): Promise<BrokerApplicationCreated> {
  return api.post('/api/broker-applications', input, { schema: brokerApplicationCreated });
}

export const createBrokerApplicationMutationOptions = () =>
  mutationOptions<BrokerApplicationCreated, Error, BrokerApplicationData>({
    mutationKey: ['membership', 'broker-applications', 'create'],
    mutationFn: createBrokerApplication,
  });

export function useCreateBrokerApplication() {
  return useMutation(createBrokerApplicationMutationOptions());
}
