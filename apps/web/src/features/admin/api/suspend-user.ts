import { adminUser, type AdminUser, type SuspendUserInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

export type SuspendUserVariables = { id: string } & SuspendUserInput;

/** POST /api/admin/users/:id/suspend: revokes the user's sessions at once; 409 if suspended or yourself. */
export function suspendUser({ id, reason }: SuspendUserVariables): Promise<AdminUser> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/suspend`, { reason }, { schema: adminUser });
}

export const suspendUserMutationOptions = () =>
  mutationOptions<AdminUser, Error, SuspendUserVariables>({
    mutationKey: ['admin', 'users', 'suspend'],
    mutationFn: suspendUser,
  });

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...suspendUserMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
