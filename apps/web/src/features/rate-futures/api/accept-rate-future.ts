import { lockResult, type LockResult } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/**
 * POST /api/precommitments/accept (the spec's accept-precommitment): 201 with the pending contract for
 * the one trucker who wins; 409 when it expired, was withdrawn or someone else locked it first; 403 when
 * the trucker's equipment can't haul it.
 */
export function acceptRateFuture(precommitmentId: string): Promise<LockResult> {
  return api.post(
    '/api/precommitments/accept',
    { precommitment_id: precommitmentId },
    { schema: lockResult },
  );
}

/** Accepts a rate future; whatever the outcome, every rate futures list reloads. */
export function useAcceptRateFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rate-futures', 'accept'],
    mutationFn: acceptRateFuture,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateFuturesKeys.all }),
  });
}
