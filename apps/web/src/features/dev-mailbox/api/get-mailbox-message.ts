import { mailMessage, type MailMessage } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { isPermanentFailure, MAILBOX_REFETCH_MS, mailboxKeys } from './get-mailbox';

/** GET /api/dev/mailbox/:id: one email with its bodies. */
export function getMailboxMessage(id: string, signal?: AbortSignal): Promise<MailMessage> {
  return api.get(`/api/dev/mailbox/${encodeURIComponent(id)}`, {
    schema: mailMessage,
    ...(signal ? { signal } : {}),
  });
}

export const getMailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.message(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
    // Delivery status changes while a message is queued or sending; settled messages do not.
    refetchInterval: (query) => {
      if (isPermanentFailure(query.state.error)) return false;
      const status = query.state.data?.status;
      return status === 'sent' || status === 'failed' ? false : MAILBOX_REFETCH_MS;
    },
  });

export function useMailboxMessage(id: string) {
  return useQuery(getMailboxMessageQueryOptions(id));
}
