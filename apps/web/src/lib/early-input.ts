/** What public/early-input.js records before the app takes over a page rendered at build time. */
interface EarlyInput {
  /** Taps on the sidebar's toggle and Ctrl/Cmd+B presses counted so far. */
  toggles: number;
  /** The app's sidebar is on screen and handles taps on its toggle: the script stops counting taps. */
  appClicks: boolean;
  /** The app also handles Ctrl/Cmd+B: the script stops counting altogether. */
  ready: boolean;
}

declare global {
  interface Window {
    __haulclubEarly?: EarlyInput;
  }
}

function earlyInput(): EarlyInput | undefined {
  return typeof window === 'undefined' ? undefined : window.__haulclubEarly;
}

/** How many sidebar toggles the early script has counted and the app has not taken yet (reads only). */
export function countEarlySidebarToggles(): number {
  const early = earlyInput();
  return early && !early.ready ? early.toggles : 0;
}

/**
 * At the commit of the app's sidebar: its toggle button now handles taps itself, and what the script hid for a
 * member's browser shows again.
 */
export function takeOverEarlyClicks(): void {
  if (typeof window === 'undefined') return;
  document.documentElement.removeAttribute('data-early-member');
  const early = (window.__haulclubEarly ??= { toggles: 0, appClicks: true, ready: false });
  early.appClicks = true;
}

/**
 * Once the app's Ctrl/Cmd+B listener is in place: stops the early script (or keeps it from starting if it has
 * not loaded yet) and returns the toggles it counted after the first render, which read `counted` of them.
 */
export function finishEarlyInput(counted: number): number {
  if (typeof window === 'undefined') return 0;
  const early = (window.__haulclubEarly ??= { toggles: 0, appClicks: true, ready: true });
  if (early.ready) return 0;
  const missed = Math.max(0, early.toggles - counted);
  early.toggles = 0;
  early.appClicks = true;
  early.ready = true;
  return missed;
}
