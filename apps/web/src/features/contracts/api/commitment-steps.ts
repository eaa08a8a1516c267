import { contractView } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

/** A futures contract's own fulfilment steps (no load): the trucker starts and completes, the broker confirms. */
export type CommitmentStep = 'start' | 'complete' | 'confirm';

/** POST /api/contracts/:id/{start,complete,confirm}: the updated contract. */
export function useCommitmentStep(id: string, step: CommitmentStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/api/contracts/${encodeURIComponent(id)}/${step}`, undefined, { schema: contractView }),
    onSuccess: (contract) => queryClient.setQueryData(contractKeys.detail(id), contract),
    // A refused step (409: the contract moved on) shows where it stands now; the lists and stats follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
