import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';

import { mailboxKeys } from '../api/get-mailbox';

export const MAILBOX_LIVE_TOPIC = 'dev-mailbox';

/** Refreshes the mailbox as soon as the server announces a message, instead of waiting for the next poll. */
export function useMailboxLiveRefresh(): void {
  const queryClient = useQueryClient();
  useLiveTopic(MAILBOX_LIVE_TOPIC, (event) => {
    if (event.type.startsWith('mail.')) void queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
  });
}
