import type { LiveEvent } from '@haulclub/shared';
import { act } from '@testing-library/react';
import { useEffect, useEffectEvent } from 'react';

import type { LiveListener } from '@/lib/live';

/**
 * A stand-in for useLiveTopic that listens to `emitLive` instead of a WebSocket. A test mocks
 * '@/lib/live' (keeping the rest of the module) with `useLiveTopic: (await import('@/testing/live')).useTestLiveTopic`.
 * Several components may listen to one topic, as with the real client.
 */
const listeners = new Map<string, Set<LiveListener>>();

export function useTestLiveTopic(topic: string | null, onEvent: LiveListener): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!topic) return;
    const listener: LiveListener = (event) => {
      handle(event);
    };
    const set = listeners.get(topic) ?? new Set<LiveListener>();
    listeners.set(topic, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [topic]);
}

/** Delivers an event on `topic` to every component listening to it; throws when nothing listens. */
export function emitLive(topic: string, type: string, data: unknown = {}): void {
  const set = listeners.get(topic);
  if (!set?.size) throw new Error(`Nothing listens to ${topic}`);
  const event: LiveEvent = {
    id: `evt-${String(Date.now())}`,
    topic,
    type,
    data,
    at: new Date().toISOString(),
  };
  act(() => {
    for (const listener of [...set]) listener(event);
  });
}
