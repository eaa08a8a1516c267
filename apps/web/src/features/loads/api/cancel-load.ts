import { brokerLoad, type BrokerLoad } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type CancelLoadVariables = { id: string; reason?: string | undefined };

/** POST /api/broker/loads/:id/cancel: only while active or expired (409 otherwise); the reason is optional. */
export function cancelLoad({ id, reason }: CancelLoadVariables): Promise<BrokerLoad> {
  return api.post(`/api/broker/loads/${encodeURIComponent(id)}/cancel`, reason ? { reason } : {}, {
    schema: brokerLoad,
  });
}

export const cancelLoadMutationOptions = () =>
  mutationOptions<BrokerLoad, Error, CancelLoadVariables>({
    mutationKey: ['loads', 'cancel'],
    mutationFn: cancelLoad,
  });

export function useCancelLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelLoadMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadsKeys.broker() }),
  });
}
