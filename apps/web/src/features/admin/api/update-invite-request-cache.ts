import type { AdminInviteRequest, AdminInviteRequestList } from '@haulclub/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Shows a handled request as handled in every cached queue at once, before the refetch lands. */
export function updateCachedInviteRequest(
  queryClient: QueryClient,
  id: string,
  patch: Partial<AdminInviteRequest>,
): void {
  queryClient.setQueriesData<AdminInviteRequestList>({ queryKey: ['admin', 'invite-requests'] }, (list) =>
    list
      ? { ...list, items: list.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) }
      : list,
  );
}
