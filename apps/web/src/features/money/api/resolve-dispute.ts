import {
  resolveDisputeResponse,
  type ResolveDisputeInput,
  type ResolveDisputeResponse,
} from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

export type ResolveDisputeVariables = { contractId: string } & ResolveDisputeInput;

/** POST /api/admin/contracts/:id/resolve: release, refund or a split summing to the total. */
export function resolveDispute({
  contractId,
  ...body
}: ResolveDisputeVariables): Promise<ResolveDisputeResponse> {
  return api.post(`/api/admin/contracts/${encodeURIComponent(contractId)}/resolve`, body, {
    schema: resolveDisputeResponse,
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['money', 'resolve-dispute'],
    mutationFn: resolveDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
