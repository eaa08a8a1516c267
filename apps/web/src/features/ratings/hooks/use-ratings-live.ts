import { RATING_EVENTS } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { ratingsKeys } from '../api/ratings-keys';

/**
 * Refreshes the ratings screens (and the bookings, whose cards show both sides' ratings) when the
 * server announces `rating.updated` on the signed-in user's topic: a rating given, received or changed.
 */
export function useRatingsLive(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type !== RATING_EVENTS.updated) return;
    void queryClient.invalidateQueries({ queryKey: ratingsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  });
}
