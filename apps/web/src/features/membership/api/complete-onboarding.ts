import { meResponse, type MeResponse } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { storeMe } from './store-me';

/** POST /api/onboarding/complete: a registered broker finishes onboarding. */
export function completeOnboarding(): Promise<MeResponse> {
  return api.post('/api/onboarding/complete', undefined, { schema: meResponse });
}

export const completeOnboardingMutationOptions = () =>
  mutationOptions<MeResponse, Error, undefined>({
    mutationKey: ['membership', 'onboarding', 'complete'],
    mutationFn: completeOnboarding,
  });

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    ...completeOnboardingMutationOptions(),
    onSuccess: (me) => storeMe(queryClient, me),
  });
}
