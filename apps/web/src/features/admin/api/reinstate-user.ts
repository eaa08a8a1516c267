import { adminUser, type AdminUser } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** POST /api/admin/users/:id/reinstate: lets a suspended user sign in again; 409 if not suspended. */
export function reinstateUser(id: string): Promise<AdminUser> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/reinstate`, undefined, { schema: adminUser });
}

export const reinstateUserMutationOptions = () =>
  mutationOptions<AdminUser, Error, string>({
    mutationKey: ['admin', 'users', 'reinstate'],
    mutationFn: reinstateUser,
  });

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reinstateUserMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
