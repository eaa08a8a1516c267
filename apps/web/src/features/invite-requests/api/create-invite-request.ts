import {
  createInviteRequestResponse,
  type CreateInviteRequestInput,
  type CreateInviteRequestResponse,
} from '@haulclub/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/invite-requests: a trucker asks to be invited. Blank optional fields are left out. */
export function createInviteRequest(input: CreateInviteRequestInput): Promise<CreateInviteRequestResponse> {
  const name = input.name?.trim();
  const body = { email: input.email, message: input.message, ...(name ? { name } : {}) };
  return api.post('/api/invite-requests', body, { schema: createInviteRequestResponse });
}

export const createInviteRequestMutationOptions = () =>
  mutationOptions<CreateInviteRequestResponse, Error, CreateInviteRequestInput>({
    mutationKey: ['invite-requests', 'create'],
    mutationFn: createInviteRequest,
  });

export function useCreateInviteRequest() {
  return useMutation(createInviteRequestMutationOptions());
}
