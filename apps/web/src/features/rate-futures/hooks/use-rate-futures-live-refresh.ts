import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { useLiveTopic } from '@/lib/live';

import { FUTURES_TOPIC, rateFuturesKeys } from '../api/rate-futures-keys';

export const RATE_FUTURES_REFRESH_DEBOUNCE_MS = 300;

/**
 * Reloads every rate futures list on any change to a rate future (posted, locked, withdrawn, expired)
 * on the `futures` topic, debounced so a burst of changes costs one request.
 */
export function useRateFuturesLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: rateFuturesKeys.all });
  }, RATE_FUTURES_REFRESH_DEBOUNCE_MS);

  useLiveTopic(FUTURES_TOPIC, (event) => {
    if (event.type === FUTURES_EVENT_TYPES.precommitment) refresh.run();
  });
}
