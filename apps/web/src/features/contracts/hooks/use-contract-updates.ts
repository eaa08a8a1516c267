import { CONTRACT_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { contractKeys } from '../api/contract-keys';

/** While mounted: `contract.updated` on the user's topic refreshes every contract query (the other party signed). */
export function useContractUpdates(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type !== CONTRACT_EVENT_TYPES.updated) return;
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
  });
}
