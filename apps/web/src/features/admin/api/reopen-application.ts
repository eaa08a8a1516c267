import { brokerApplication, type BrokerApplication } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** POST /api/admin/applications/:id/reopen: a rejected application goes back to pending review; 409 otherwise. */
export function reopenApplication(id: string): Promise<BrokerApplication> {
  return api.post(`/api/admin/applications/${encodeURIComponent(id)}/reopen`, undefined, {
    schema: brokerApplication,
  });
}

export const reopenApplicationMutationOptions = () =>
  mutationOptions<BrokerApplication, Error, string>({
    mutationKey: ['admin', 'applications', 'reopen'],
    mutationFn: reopenApplication,
  });

export function useReopenApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reopenApplicationMutationOptions(),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(application.id), application);
    },
    // A 409 means someone else reopened or decided it first: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
