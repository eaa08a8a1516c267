import { LOAD_EVENT_TYPES, LOADS_TOPIC, loadBoardEvent } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { useLiveTopic } from '@/lib/live';

import { loadsKeys } from '../api/loads-keys';
import { removeLoadFromBoard } from '../api/search-loads';

export const BOARD_REFRESH_DEBOUNCE_MS = 300;
const BOARD_EVENTS: readonly string[] = Object.values(LOAD_EVENT_TYPES);

/**
 * Keeps the board current on the `loads` topic: a removed load leaves the cached pages at once,
 * and any change refetches the search (debounced, so a burst of postings costs one request).
 */
export function useBoardLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: loadsKeys.board() });
  }, BOARD_REFRESH_DEBOUNCE_MS);

  useLiveTopic(LOADS_TOPIC, (event) => {
    if (!BOARD_EVENTS.includes(event.type)) return;
    if (event.type === LOAD_EVENT_TYPES.removed) {
      const parsed = loadBoardEvent.safeParse(event.data);
      if (parsed.success) removeLoadFromBoard(queryClient, parsed.data.id);
    }
    refresh.run();
  });
}
