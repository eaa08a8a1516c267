import { LAYOUT } from '@haulclub/shared';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${String(LAYOUT.mobileBreakpointPx - 1)}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => {
    mql.removeEventListener('change', onChange);
  };
}

function getSnapshot(): boolean {
  return window.matchMedia(query).matches;
}

/** True below the shared mobile breakpoint (768 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
