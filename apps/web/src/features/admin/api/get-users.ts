import { adminUserList, type adminUserListQuery, type AdminUserList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** The list query as sent: every field but the search is given. */
export type UsersQuery = z.output<typeof adminUserListQuery>;

/** GET /api/admin/users: one page of users, searched and filtered by role and status. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get('/api/admin/users', {
    query: { ...query },
    schema: adminUserList,
    ...(signal ? { signal } : {}),
  });
}

export const getUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
