import { meResponse, type MeResponse, type TruckerOnboardingData } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { storeMe } from './store-me';

/** POST /api/onboarding/trucker: both steps at once; answers GET /api/me with onboardingComplete true. */
export function onboardTrucker(input: TruckerOnboardingData): Promise<MeResponse> {
  return api.post('/api/onboarding/trucker', input, { schema: meResponse });
}

export const onboardTruckerMutationOptions = () =>
  mutationOptions<MeResponse, Error, TruckerOnboardingData>({
    mutationKey: ['membership', 'onboarding', 'trucker'],
    mutationFn: onboardTrucker,
  });

export function useOnboardTrucker() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onboardTruckerMutationOptions(),
    onSuccess: (me) => storeMe(queryClient, me),
  });
}
