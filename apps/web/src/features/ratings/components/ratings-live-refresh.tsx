import { useRatingsLive } from '../hooks/use-ratings-live';

/**
 * Renders nothing: while mounted, `rating.updated` refreshes the ratings and the bookings, so a booking
 * card shows the other party's new stars (or the caller's own from another tab) at once.
 */
export function RatingsLiveRefresh() {
  useRatingsLive();
  return null;
}
