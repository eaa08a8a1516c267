import { meResponse, type ChooseRoleInput, type MeResponse } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/me';

/**
 * POST /api/me/role: a role-less account (Google sign-up) picks its role, once. Becoming a trucker
 * takes the code of a trucker invitation sent to the account's email (`invite_code`).
 */
export function chooseRole(input: ChooseRoleInput): Promise<MeResponse> {
  return api.post('/api/me/role', input, { schema: meResponse });
}

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['me', 'choose-role'],
    mutationFn: chooseRole,
    onSuccess: (me) => queryClient.setQueryData(meKeys.detail(me.id), me),
  });
}
