import { brokerApplication, type BrokerApplication, type RejectApplicationInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

export type RejectApplicationVariables = { id: string } & RejectApplicationInput;

/** POST /api/admin/applications/:id/reject with a reason the applicant is emailed; 409 when decided. */
export function rejectApplication({ id, reason }: RejectApplicationVariables): Promise<BrokerApplication> {
  return api.post(
    `/api/admin/applications/${encodeURIComponent(id)}/reject`,
    { reason },
    { schema: brokerApplication },
  );
}

export const rejectApplicationMutationOptions = () =>
  mutationOptions<BrokerApplication, Error, RejectApplicationVariables>({
    mutationKey: ['admin', 'applications', 'reject'],
    mutationFn: rejectApplication,
  });

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rejectApplicationMutationOptions(),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(application.id), application);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
