import { brokerLoad, type BrokerLoad } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type AdminCancelLoadVariables = { id: string; reason: string };

/** POST /api/admin/loads/:id/cancel: any load not delivered or cancelled (409 otherwise); a reason is required. */
export function adminCancelLoad({ id, reason }: AdminCancelLoadVariables): Promise<BrokerLoad> {
  return api.post(`/api/admin/loads/${encodeURIComponent(id)}/cancel`, { reason }, { schema: brokerLoad });
}

export const adminCancelLoadMutationOptions = () =>
  mutationOptions<BrokerLoad, Error, AdminCancelLoadVariables>({
    mutationKey: ['loads', 'admin-cancel'],
    mutationFn: adminCancelLoad,
  });

export function useAdminCancelLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...adminCancelLoadMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadsKeys.admin() }),
  });
}
