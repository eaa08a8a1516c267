import { useQueryClient, type QueryKey } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

/** Refetches `queryKey` when the server announces `eventType` on the signed-in user's topic (`user:<id>`). */
export function useOwnLiveRefresh(
  eventType: 'broker.status' | 'invitation.updated',
  queryKey: QueryKey,
): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type === eventType) void queryClient.invalidateQueries({ queryKey });
  });
}
