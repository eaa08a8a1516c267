import type { ApplicationsQuery } from './get-applications';
import type { InviteRequestStatusFilter } from './get-invite-requests';
import type { UsersQuery } from './get-users';

/** Query keys of the admin area. Everything starts with 'admin', so one invalidation refreshes it all. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  applicationList: (query: ApplicationsQuery) => ['admin', 'applications', 'list', query] as const,
  application: (id: string) => ['admin', 'applications', 'detail', id] as const,
  users: (query: UsersQuery) => ['admin', 'users', query] as const,
  inviteRequests: (status: InviteRequestStatusFilter) => ['admin', 'invite-requests', status] as const,
  invitations: () => ['admin', 'invitations'] as const,
};
