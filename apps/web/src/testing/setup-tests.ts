import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

import { setViewport } from './viewport';

// Every component test hears live events from `emitLive` (./live) instead of a WebSocket. Mocked
// here once rather than per file: the web project runs without per-file module isolation (one
// module registry per worker, vitest.config.ts), so a per-file mock would find the module already
// imported by an earlier file.
vi.mock(import('@/lib/live'), async (importOriginal) => ({
  ...(await importOriginal()),
  useLiveTopic: (await import('./live')).useTestLiveTopic,
}));

// findBy*/waitFor give up after 1 s by default; on a loaded shared machine a
// lazy route or a query can take longer. A failing expectation still fails.
configure({ asyncUtilTimeout: 5_000 });

/** jsdom has no ResizeObserver; Radix measures with it. */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** A WebSocket that never connects, so no test reaches the network by accident. */
class OfflineWebSocket extends EventTarget {
  readonly readyState = 0;
  send(): void {}
  close(): void {}
}

beforeEach(() => {
  setViewport('desktop');
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('WebSocket', OfflineWebSocket);
  Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store and replays active ones to a new <Toaster />.
  toast.dismiss();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
