import { brokerApplication, type BrokerApplication } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** POST /api/admin/applications/:id/recheck: queues the FMCSA check again (verdict goes back to pending). */
export function recheckApplication(id: string): Promise<BrokerApplication> {
  return api.post(`/api/admin/applications/${encodeURIComponent(id)}/recheck`, undefined, {
    schema: brokerApplication,
  });
}

export const recheckApplicationMutationOptions = () =>
  mutationOptions<BrokerApplication, Error, string>({
    mutationKey: ['admin', 'applications', 'recheck'],
    mutationFn: recheckApplication,
  });

export function useRecheckApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...recheckApplicationMutationOptions(),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(application.id), application);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
