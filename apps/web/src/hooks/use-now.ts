import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;

/** One clock for every countdown on the page (loads, rate futures): a single interval while anything listens. */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getSnapshot(): number {
  // Nobody ticks the clock while nothing listens: catch up before the first render.
  if (!timer && Math.abs(Date.now() - now) >= TICK_MS) now = Date.now();
  return now;
}

/** The current time in ms, updated every second (countdowns, hiding expired loads, disabling Accept the second a rate future expires). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
