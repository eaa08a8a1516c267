import { mailboxListResponse, type MailboxListResponse } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';

export const MAILBOX_REFETCH_MS = 4_000;

export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: (to: string) => ['dev-mailbox', 'list', { to }] as const,
  message: (id: string) => ['dev-mailbox', 'message', id] as const,
};

/** GET /api/dev/mailbox: sent and queued emails, newest first, optionally for one recipient. */
export function getMailbox(to: string, signal?: AbortSignal): Promise<MailboxListResponse> {
  return api.get('/api/dev/mailbox', {
    query: { to: to.trim() || undefined },
    schema: mailboxListResponse,
    ...(signal ? { signal } : {}),
  });
}

/** A 403 (mailbox disabled) or 404 will not change by asking again. */
export function isPermanentFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

export const getMailboxQueryOptions = (to = '') =>
  queryOptions({
    queryKey: mailboxKeys.list(to),
    queryFn: ({ signal }) => getMailbox(to, signal),
    refetchInterval: (query) => (isPermanentFailure(query.state.error) ? false : MAILBOX_REFETCH_MS),
  });

export function useMailbox(to = '') {
  return useQuery(getMailboxQueryOptions(to));
}
