import { CONTRACT_EVENT_TYPES, RATING_EVENTS } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { contractKeys } from '../api/contract-keys';

/**
 * While mounted: `contract.updated` on the user's topic refreshes every contract query (the other party
 * signed); `rating.updated` refreshes the summary, whose Average Rating comes from the received ratings.
 */
export function useContractUpdates(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type === CONTRACT_EVENT_TYPES.updated)
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    else if (event.type === RATING_EVENTS.updated)
      void queryClient.invalidateQueries({ queryKey: contractKeys.summary() });
  });
}
