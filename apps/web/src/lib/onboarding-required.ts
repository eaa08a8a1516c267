import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isApiError } from './api-client';
import { meKeys } from './me';

/** The API's answer to a trucker who has not finished onboarding (403). */
export const ONBOARDING_REQUIRED_CODE = 'onboarding_required';

/**
 * When any request answers 403 `onboarding_required` (the profile in the cache is stale), refetches
 * GET /api/me, so the route guards see the unfinished onboarding and send the user to /onboarding.
 */
export function useOnboardingRequiredRefresh(queryClient: QueryClient): void {
  useEffect(() => {
    const check = (error: unknown) => {
      if (isApiError(error) && error.code === ONBOARDING_REQUIRED_CODE) {
        void queryClient.invalidateQueries({ queryKey: meKeys.all });
      }
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}
