import type { LiveEvent } from '@haulclub/shared';
import { act } from '@testing-library/react';

import type { LiveListener } from '@/lib/live';

/**
 * The listeners components registered through useLiveTopic, by topic. A test mocks '@/lib/live'
 * (keeping the rest of the module) with `useLiveTopic: recordLiveTopic`, then calls `emitLive`.
 */
export const liveListeners = new Map<string, LiveListener>();

export function recordLiveTopic(topic: string | null, listener: LiveListener): void {
  if (topic) liveListeners.set(topic, listener);
}

export function emitLive(topic: string, type: string, data: unknown = {}): void {
  const listener = liveListeners.get(topic);
  if (!listener) throw new Error(`Nothing listens to ${topic}`);
  const event: LiveEvent = { id: 'evt-1', topic, type, data, at: new Date().toISOString() };
  act(() => {
    listener(event);
  });
}
