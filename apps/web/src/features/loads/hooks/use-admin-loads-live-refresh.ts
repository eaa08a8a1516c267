import { LOAD_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';

import { loadsKeys } from '../api/loads-keys';

export const ADMIN_TOPIC = 'admin';

/** Refetches All Loads when the `admin` topic announces a load change. */
export function useAdminLoadsLiveRefresh(): void {
  const queryClient = useQueryClient();
  useLiveTopic(ADMIN_TOPIC, (event) => {
    if (event.type === LOAD_EVENT_TYPES.updated) {
      void queryClient.invalidateQueries({ queryKey: loadsKeys.admin() });
    }
  });
}
