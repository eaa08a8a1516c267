import {
  invitation,
  type createAdminInvitationInput,
  type CreateAdminInvitationInput,
  type Invitation,
} from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

export type CreateAdminInvitationData = z.output<typeof createAdminInvitationInput>;

/** POST /api/admin/invitations: an admin invites a broker, or a trucker optionally under a broker. */
export function createInvitation(input: CreateAdminInvitationData): Promise<Invitation> {
  const body: CreateAdminInvitationInput = {
    email: input.email,
    kind: input.kind,
    ...(input.note ? { note: input.note } : {}),
    ...(input.kind === 'trucker' && input.brokerId ? { brokerId: input.brokerId } : {}),
  };
  return api.post('/api/admin/invitations', body, { schema: invitation });
}

export const createInvitationMutationOptions = () =>
  mutationOptions<Invitation, Error, CreateAdminInvitationData>({
    mutationKey: ['admin', 'invitations', 'create'],
    mutationFn: createInvitation,
  });

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createInvitationMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
