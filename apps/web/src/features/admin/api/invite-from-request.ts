import { invitation, type Invitation, type InviteFromRequestInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';
import { updateCachedInviteRequest } from './update-invite-request-cache';

export type InviteFromRequestVariables = { id: string } & InviteFromRequestInput;

/** POST /api/admin/invite-requests/:id/invite: one click sends the requester a trucker invitation. */
export function inviteFromRequest({ id, brokerId }: InviteFromRequestVariables): Promise<Invitation> {
  return api.post(
    `/api/admin/invite-requests/${encodeURIComponent(id)}/invite`,
    brokerId ? { brokerId } : {},
    { schema: invitation },
  );
}

export const inviteFromRequestMutationOptions = () =>
  mutationOptions<Invitation, Error, InviteFromRequestVariables>({
    mutationKey: ['admin', 'invite-requests', 'invite'],
    mutationFn: inviteFromRequest,
  });

export function useInviteFromRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...inviteFromRequestMutationOptions(),
    onSuccess: (created, { id }) => {
      updateCachedInviteRequest(queryClient, id, { status: 'invited', invitationId: created.id });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
