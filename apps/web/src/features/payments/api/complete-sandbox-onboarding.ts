import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import {
  completeSandboxOnboardingResponse,
  type CompleteSandboxOnboardingInput,
  type CompleteSandboxOnboardingResponse,
} from '@haulclub/shared';

export interface CompleteSandboxOnboardingVariables {
  accountId: string;
  input: CompleteSandboxOnboardingInput;
}

/** POST /api/sandbox/connect/:accountId/complete: simulated bank details; payouts enabled. */
export function completeSandboxOnboarding({
  accountId,
  input,
}: CompleteSandboxOnboardingVariables): Promise<CompleteSandboxOnboardingResponse> {
  return api.post(`/api/sandbox/connect/${encodeURIComponent(accountId)}/complete`, input, {
    schema: completeSandboxOnboardingResponse,
  });
}

export const completeSandboxOnboardingMutationOptions = () =>
  mutationOptions<CompleteSandboxOnboardingResponse, Error, CompleteSandboxOnboardingVariables>({
    mutationKey: ['payments', 'sandbox', 'complete'],
    mutationFn: completeSandboxOnboarding,
  });

export function useCompleteSandboxOnboarding() {
  return useMutation(completeSandboxOnboardingMutationOptions());
}
