import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { refreshAfterProfileChange } from '../api/update-lane-profile';

/**
 * Another tab (or device) saved the lane profile (`profile.updated` on `user:<id>`): refetch it and
 * every load list and match scored by it.
 */
export function useLaneProfileLive(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type === 'profile.updated') void refreshAfterProfileChange(queryClient);
  });
}
