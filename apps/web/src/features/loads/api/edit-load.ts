import { brokerLoad, type BrokerLoad, type EditLoadData } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type EditLoadVariables = { id: string; input: EditLoadData };

/** PUT /api/broker/loads/:id: only while active or expired (409 once booked); the expiry stays. */
export function editLoad({ id, input }: EditLoadVariables): Promise<BrokerLoad> {
  return apiRequest(`/api/broker/loads/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: brokerLoad,
  });
}

export const editLoadMutationOptions = () =>
  mutationOptions<BrokerLoad, Error, EditLoadVariables>({
    mutationKey: ['loads', 'edit'],
    mutationFn: editLoad,
  });

export function useEditLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...editLoadMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadsKeys.broker() }),
  });
}
