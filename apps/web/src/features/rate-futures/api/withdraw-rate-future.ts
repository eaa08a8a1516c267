import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { rateFuturesKeys } from './rate-futures-keys';

/** POST /api/precommitments/:id/withdraw (its broker): open → withdrawn; 409 once locked or expired. */
export async function withdrawRateFuture(id: string): Promise<void> {
  await api.post(`/api/precommitments/${encodeURIComponent(id)}/withdraw`, {});
}

export function useWithdrawRateFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rate-futures', 'withdraw'],
    mutationFn: withdrawRateFuture,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateFuturesKeys.all }),
  });
}
