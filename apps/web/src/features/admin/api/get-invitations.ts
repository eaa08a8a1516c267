import { invitationList, type InvitationList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** GET /api/admin/invitations: every invitation, brokers' and admins'. */
export function getInvitations(signal?: AbortSignal): Promise<InvitationList> {
  return api.get('/api/admin/invitations', { schema: invitationList, ...(signal ? { signal } : {}) });
}

export const getInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.invitations(),
    queryFn: ({ signal }) => getInvitations(signal),
  });

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
