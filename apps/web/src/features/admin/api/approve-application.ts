import { brokerApplication, type BrokerApplication } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** POST /api/admin/applications/:id/approve: the broker becomes verified and is emailed; 409 when decided. */
export function approveApplication(id: string): Promise<BrokerApplication> {
  return api.post(`/api/admin/applications/${encodeURIComponent(id)}/approve`, undefined, {
    schema: brokerApplication,
  });
}

export const approveApplicationMutationOptions = () =>
  mutationOptions<BrokerApplication, Error, string>({
    mutationKey: ['admin', 'applications', 'approve'],
    mutationFn: approveApplication,
  });

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveApplicationMutationOptions(),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(application.id), application);
    },
    // A 409 means someone else decided first: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
