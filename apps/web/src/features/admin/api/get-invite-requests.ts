import { adminInviteRequestList, type AdminInviteRequestList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

export const INVITE_REQUEST_FILTERS = ['new', 'invited', 'dismissed', 'all'] as const;
export type InviteRequestStatusFilter = (typeof INVITE_REQUEST_FILTERS)[number];

/** GET /api/admin/invite-requests: the Get Invited queue, new requests by default. */
export function getInviteRequests(
  status: InviteRequestStatusFilter,
  signal?: AbortSignal,
): Promise<AdminInviteRequestList> {
  return api.get('/api/admin/invite-requests', {
    query: { status },
    schema: adminInviteRequestList,
    ...(signal ? { signal } : {}),
  });
}

export const getInviteRequestsQueryOptions = (status: InviteRequestStatusFilter) =>
  queryOptions({
    queryKey: adminKeys.inviteRequests(status),
    queryFn: ({ signal }) => getInviteRequests(status, signal),
  });

export function useInviteRequests(status: InviteRequestStatusFilter) {
  return useQuery(getInviteRequestsQueryOptions(status));
}
