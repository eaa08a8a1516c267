import { contractView, type ContractTermsInput, type ContractView } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

/** PATCH /api/contracts/:id/terms (the broker, before anyone signs). */
export function useUpdateContractTerms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: ContractTermsInput) =>
      apiRequest(`/api/contracts/${encodeURIComponent(id)}/terms`, {
        method: 'PATCH',
        body: terms,
        schema: contractView,
      }),
    onSuccess: (contract: ContractView) => queryClient.setQueryData(contractKeys.detail(id), contract),
  });
}
