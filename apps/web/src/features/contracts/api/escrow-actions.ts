import {
  contractView,
  fundContractResponse,
  type CancelContractInput,
  type DisputeContractInput,
  type FundContractInput,
} from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

const url = (id: string, action: string) => `/api/contracts/${encodeURIComponent(id)}/${action}`;

function useRefresh() {
  const queryClient = useQueryClient();
  // The detail is under `all`: one invalidation refreshes the page, the lists and the stat cards.
  return () => void queryClient.invalidateQueries({ queryKey: contractKeys.all });
}

/** POST /api/contracts/:id/fund (the spec's create-payment-intent) with the sandbox card. */
export function useFundContract(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FundContractInput) =>
      api.post(url(id, 'fund'), body, { schema: fundContractResponse }),
    onSettled: refresh,
  });
}

/** POST /api/contracts/:id/dispute with the reason. */
export function useDisputeContract(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DisputeContractInput) => api.post(url(id, 'dispute'), body, { schema: contractView }),
    onSettled: refresh,
  });
}

/** POST /api/contracts/:id/cancel with the reason. */
export function useCancelContract(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CancelContractInput) => api.post(url(id, 'cancel'), body, { schema: contractView }),
    onSettled: refresh,
  });
}
