import { truckerProfile, type TruckerProfile } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { meKeys } from './me';

/**
 * Under 'me': onboarding refreshes everything 'me' when it completes (membership `storeMe`), and the
 * lane profile is what onboarding wrote.
 */
export const truckerProfileKey = [...meKeys.all, 'trucker-profile'] as const;

/**
 * GET /api/trucker/profile: the signed-in trucker's lane profile, for the dashboard's lane profile card
 * (membership feature).
 */
export function getTruckerProfile(signal?: AbortSignal): Promise<TruckerProfile> {
  return api.get('/api/trucker/profile', { schema: truckerProfile, ...(signal ? { signal } : {}) });
}

export const getTruckerProfileQueryOptions = () =>
  queryOptions({
    queryKey: truckerProfileKey,
    queryFn: ({ signal }) => getTruckerProfile(signal),
    staleTime: 60_000,
  });

export function useTruckerProfile() {
  return useQuery(getTruckerProfileQueryOptions());
}
