import { invitation, type Invitation } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

/** POST /api/invitations/:id/revoke: the link stops working; 409 when already accepted. */
export function revokeInvitation(id: string): Promise<Invitation> {
  return api.post(`/api/invitations/${encodeURIComponent(id)}/revoke`, undefined, { schema: invitation });
}

export const revokeInvitationMutationOptions = () =>
  mutationOptions<Invitation, Error, string>({
    mutationKey: ['membership', 'invitations', 'revoke'],
    mutationFn: revokeInvitation,
  });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeInvitationMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.brokerTruckers() }),
  });
}
