import { brokerLoad, type BrokerLoad, type RepostLoadInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type RepostLoadVariables = { id: string } & RepostLoadInput;

/** POST /api/broker/loads/:id/repost: active again with a fresh expiry; 400 once the pickup window has passed. */
export function repostLoad({ id, expiryHours }: RepostLoadVariables): Promise<BrokerLoad> {
  return api.post(
    `/api/broker/loads/${encodeURIComponent(id)}/repost`,
    { expiryHours },
    { schema: brokerLoad },
  );
}

export const repostLoadMutationOptions = () =>
  mutationOptions<BrokerLoad, Error, RepostLoadVariables>({
    mutationKey: ['loads', 'repost'],
    mutationFn: repostLoad,
  });

export function useRepostLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...repostLoadMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadsKeys.broker() }),
  });
}
