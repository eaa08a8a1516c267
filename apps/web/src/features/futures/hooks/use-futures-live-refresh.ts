import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { useLiveTopic } from '@/lib/live';

import { futuresKeys } from '../api/futures-keys';

/** The live topic of futures and rate futures (ids and statuses only; every signed-in member may follow it). */
export const FUTURES_TOPIC = 'futures';
export const FUTURES_REFRESH_DEBOUNCE_MS = 300;
const EVENTS: readonly string[] = [FUTURES_EVENT_TYPES.future];

/**
 * Keeps the open futures and the broker's own current: any `future.changed` (created, locked, withdrawn,
 * expired) refetches both lists, debounced so a burst costs one request each.
 */
export function useFuturesLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: futuresKeys.open() });
    void queryClient.invalidateQueries({ queryKey: futuresKeys.broker() });
  }, FUTURES_REFRESH_DEBOUNCE_MS);

  useLiveTopic(FUTURES_TOPIC, (event) => {
    if (EVENTS.includes(event.type)) refresh.run();
  });
}
