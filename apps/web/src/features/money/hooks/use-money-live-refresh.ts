import { CONTRACT_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { moneyKeys } from '../api/money-keys';

/**
 * While mounted: a contract's money changing (funding, release, payout, refund, dispute) refreshes
 * the money screens. Members follow their own topic; admins the `admin` topic, where payout events
 * arrive too.
 */
export function useMoneyLiveRefresh(audience: 'member' | 'admin'): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const topic = audience === 'admin' ? 'admin' : user ? `user:${user.id}` : null;
  useLiveTopic(topic, (event) => {
    if (event.type !== CONTRACT_EVENT_TYPES.updated && !event.type.startsWith('payout.')) return;
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  });
}
