import { invitationLookup, type InvitationLookup } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/invitations/lookup (used by sign-up, the role chooser and /apply)?code=: who sent an invitation link and to which email; 404 unknown, 410 gone. */
export function lookupInvitation(code: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return api.get('/api/invitations/lookup', {
    query: { code },
    schema: invitationLookup,
    ...(signal ? { signal } : {}),
  });
}

export const lookupInvitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['invitations', 'lookup', code] as const,
    queryFn: ({ signal }) => lookupInvitation(code, signal),
    staleTime: 5 * 60_000,
  });

/** The invitation behind `code`; idle without a code. */
export function useInvitationLookup(code: string | null) {
  return useQuery({ ...lookupInvitationQueryOptions(code ?? ''), enabled: Boolean(code) });
}
