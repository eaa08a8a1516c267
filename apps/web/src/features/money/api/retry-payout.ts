import { retryPayoutResponse, type RetryPayoutResponse } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { moneyKeys } from './money-keys';

/** POST /api/admin/payouts/:id/retry: a failed payout is queued again (409 when it is not failed). */
export function retryPayout(id: string): Promise<RetryPayoutResponse> {
  return api.post(`/api/admin/payouts/${encodeURIComponent(id)}/retry`, undefined, {
    schema: retryPayoutResponse,
  });
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['money', 'retry-payout'],
    mutationFn: retryPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
