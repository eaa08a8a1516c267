import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys } from './futures-keys';

/** POST /api/futures/:id/withdraw (its broker): open → withdrawn; 409 once locked, expired or withdrawn. */
export function withdrawFuture(futureId: string): Promise<unknown> {
  return api.post(`/api/futures/${encodeURIComponent(futureId)}/withdraw`, undefined);
}

export const withdrawFutureMutationOptions = () =>
  mutationOptions<unknown, Error, string>({
    mutationKey: ['futures', 'withdraw'],
    mutationFn: withdrawFuture,
  });

/** Either way both lists are refetched: a refused withdrawal means the future changed meanwhile. */
export function useWithdrawFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    ...withdrawFutureMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: futuresKeys.all }),
  });
}
