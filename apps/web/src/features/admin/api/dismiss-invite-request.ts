import { adminInviteRequest, type AdminInviteRequest } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';
import { updateCachedInviteRequest } from './update-invite-request-cache';

/** POST /api/admin/invite-requests/:id/dismiss: closes a request without inviting. */
export function dismissInviteRequest(id: string): Promise<AdminInviteRequest> {
  return api.post(`/api/admin/invite-requests/${encodeURIComponent(id)}/dismiss`, undefined, {
    schema: adminInviteRequest,
  });
}

export const dismissInviteRequestMutationOptions = () =>
  mutationOptions<AdminInviteRequest, Error, string>({
    mutationKey: ['admin', 'invite-requests', 'dismiss'],
    mutationFn: dismissInviteRequest,
  });

export function useDismissInviteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...dismissInviteRequestMutationOptions(),
    onSuccess: (request) => {
      updateCachedInviteRequest(queryClient, request.id, request);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
