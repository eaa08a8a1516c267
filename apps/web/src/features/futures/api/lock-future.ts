import { lockResult, type LockResult } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys } from './futures-keys';

/**
 * POST /api/futures/:id/lock (Lock In Rate): 201 with the pending contract's id for the one winner; 409 when
 * someone else was first or it was withdrawn or expired, 403 when the trucker's truck can't haul it.
 */
export function lockFuture(futureId: string): Promise<LockResult> {
  return api.post(`/api/futures/${encodeURIComponent(futureId)}/lock`, undefined, { schema: lockResult });
}

export const lockFutureMutationOptions = () =>
  mutationOptions<LockResult, Error, string>({
    mutationKey: ['futures', 'lock'],
    mutationFn: lockFuture,
  });

/** Either way the open list is refetched: the future is gone from it once locked, by anyone. */
export function useLockFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    ...lockFutureMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: futuresKeys.open() }),
  });
}
