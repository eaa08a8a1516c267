import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';

import { paymentKeys } from '../api/get-payment-account';

export const PAYMENT_ACCOUNT_UPDATED = 'payment-account.updated';

/** Refetches the payout status as soon as the server announces a change (webhook, sandbox onboarding). */
export function usePaymentAccountLive(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useLiveTopic(userId ? `user:${userId}` : null, (event) => {
    if (event.type === PAYMENT_ACCOUNT_UPDATED) {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.account() });
    }
  });
}
