import { markAlertsReadResponse } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { markReadInCache } from './alerts-cache';

/** POST /api/trucker/alerts/read: the given alerts, or every alert when `ids` is absent; answers the unread count. */
export function markAlertsRead(ids?: string[]): Promise<{ unread: number }> {
  return api.post('/api/trucker/alerts/read', ids ? { ids } : {}, { schema: markAlertsReadResponse });
}

export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alerts', 'read'],
    mutationFn: (ids?: string[]) => markAlertsRead(ids),
    onSuccess: ({ unread }, ids) => {
      markReadInCache(queryClient, ids, unread);
    },
  });
}
