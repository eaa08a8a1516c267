import { truckerProfile, type LaneProfileInput, type TruckerProfile } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { truckerProfileKey } from '@/lib/trucker-profile';

/** PUT /api/trucker/profile: replaces the lane profile; answers the stored profile. */
export function updateLaneProfile(input: LaneProfileInput): Promise<TruckerProfile> {
  return apiRequest('/api/trucker/profile', { method: 'PUT', body: input, schema: truckerProfile });
}

export const updateLaneProfileMutationOptions = () =>
  mutationOptions<TruckerProfile, Error, LaneProfileInput>({
    mutationKey: ['membership', 'lane-profile', 'update'],
    mutationFn: updateLaneProfile,
  });

/** The profile changed: the card and this page read it, and every load list and match is scored by it. */
export async function refreshAfterProfileChange(queryClient: QueryClient, profile?: TruckerProfile) {
  if (profile) queryClient.setQueryData(truckerProfileKey, profile);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: truckerProfileKey, refetchType: profile ? 'none' : 'active' }),
    queryClient.invalidateQueries({ queryKey: ['loads'] }),
  ]);
}

export function useUpdateLaneProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateLaneProfileMutationOptions(),
    onSuccess: (profile) => refreshAfterProfileChange(queryClient, profile),
  });
}
