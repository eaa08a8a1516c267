import { brokerLoad, type BrokerLoad, type PostLoadData } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

/** POST /api/broker/loads: 201 with the posted load; 403 for a broker who is not verified. */
export function postLoad(input: PostLoadData): Promise<BrokerLoad> {
  return api.post('/api/broker/loads', input, { schema: brokerLoad });
}

export const postLoadMutationOptions = () =>
  mutationOptions<BrokerLoad, Error, PostLoadData>({
    mutationKey: ['loads', 'post'],
    mutationFn: postLoad,
  });

export function usePostLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...postLoadMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadsKeys.broker() }),
  });
}
