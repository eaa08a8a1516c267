import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';

import { adminKeys } from '../api/admin-keys';

export const ADMIN_LIVE_TOPIC = 'admin';

/**
 * Refetches the admin screens whenever the server announces a change on the `admin` topic
 * (application, user, invite request or invitation), so counts and lists stay current without a reload.
 */
export function useAdminLiveRefresh(): void {
  const queryClient = useQueryClient();
  useLiveTopic(ADMIN_LIVE_TOPIC, () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  });
}
