import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { paymentKeys } from './get-payment-account';
import { sandboxConnectPage, type SandboxConnectPage } from '@haulclub/shared';

/** GET /api/sandbox/connect/:accountId?token=: the sandbox onboarding page's data (404 bad link, 410 used/expired). */
export function getSandboxOnboarding(
  accountId: string,
  token: string,
  signal?: AbortSignal,
): Promise<SandboxConnectPage> {
  return api.get(`/api/sandbox/connect/${encodeURIComponent(accountId)}`, {
    query: { token },
    schema: sandboxConnectPage,
    ...(signal ? { signal } : {}),
  });
}

export const getSandboxOnboardingQueryOptions = (accountId: string, token: string) =>
  queryOptions({
    queryKey: paymentKeys.sandbox(accountId, token),
    queryFn: ({ signal }) => getSandboxOnboarding(accountId, token, signal),
    // The link is single-use: once submitted, asking again would answer 410.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useSandboxOnboarding(accountId: string, token: string) {
  return useQuery({ ...getSandboxOnboardingQueryOptions(accountId, token), enabled: token !== '' });
}
