import { contractView, type ContractView } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

/** POST /api/contracts/:id/sign with the typed full name. */
export function useSignContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      api.post(`/api/contracts/${encodeURIComponent(id)}/sign`, { fullName }, { schema: contractView }),
    onSuccess: (contract: ContractView) => {
      queryClient.setQueryData(contractKeys.detail(id), contract);
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}
