import { invitation, type CreateTruckerInvitationInput, type Invitation } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { membershipKeys } from './membership-keys';

type Input = { email: string; note?: string | undefined };

/** POST /api/broker/invitations: a verified broker invites a trucker; 403 unverified, 409 member or invited. */
export function createTruckerInvitation(input: Input): Promise<Invitation> {
  const body: CreateTruckerInvitationInput = {
    email: input.email,
    ...(input.note ? { note: input.note } : {}),
  };
  return api.post('/api/broker/invitations', body, { schema: invitation });
}

export const createTruckerInvitationMutationOptions = () =>
  mutationOptions<Invitation, Error, Input>({
    mutationKey: ['membership', 'invitations', 'create'],
    mutationFn: createTruckerInvitation,
  });

export function useCreateTruckerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTruckerInvitationMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.brokerTruckers() }),
  });
}
