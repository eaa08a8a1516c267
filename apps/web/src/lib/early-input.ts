/** What public/early-input.js recorded before the app took over a page rendered at build time. */
interface EarlyInput {
  /** Taps on the sidebar's toggle and Ctrl/Cmd+B presses not yet acted on. */
  toggles: number;
  /** The app has taken over: the script stops counting. */
  ready: boolean;
}

declare global {
  interface Window {
    __haulclubEarly?: EarlyInput;
  }
}

/** How many sidebar toggles the early script counted and the app has not taken yet (reads only). */
export function countEarlySidebarToggles(): number {
  if (typeof window === 'undefined') return 0;
  const early = window.__haulclubEarly;
  return early && !early.ready ? early.toggles : 0;
}

/**
 * Called once the app's sidebar is on screen: stops the early script (or keeps it from starting if it has not
 * loaded yet) and shows what it hid for a member. The toggles it counted were read at the first render
 * (countEarlySidebarToggles).
 */
export function takeEarlySidebarToggles(): void {
  if (typeof window === 'undefined') return;
  document.documentElement.removeAttribute('data-early-member');
  const early = window.__haulclubEarly;
  if (!early) {
    window.__haulclubEarly = { toggles: 0, ready: true };
    return;
  }
  early.toggles = 0;
  early.ready = true;
}
