import { precommitmentView, type CreatePrecommitmentInput, type PrecommitmentView } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/** POST /api/precommitments (verified broker): 201 with the rate future; 400 naming the field. */
export function createRateFuture(input: CreatePrecommitmentInput): Promise<PrecommitmentView> {
  return api.post('/api/precommitments', input, { schema: precommitmentView });
}

export function useCreateRateFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rate-futures', 'create'],
    mutationFn: createRateFuture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateFuturesKeys.all }),
  });
}
