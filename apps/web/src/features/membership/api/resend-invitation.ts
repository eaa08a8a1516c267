import { invitation, type Invitation } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

/** POST /api/invitations/:id/resend: a new link valid for another 7 days; 409 when accepted or revoked. */
export function resendInvitation(id: string): Promise<Invitation> {
  return api.post(`/api/invitations/${encodeURIComponent(id)}/resend`, undefined, { schema: invitation });
}

export const resendInvitationMutationOptions = () =>
  mutationOptions<Invitation, Error, string>({
    mutationKey: ['membership', 'invitations', 'resend'],
    mutationFn: resendInvitation,
  });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...resendInvitationMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.brokerTruckers() }),
  });
}
