import { useEffect, useRef } from 'react';

/**
 * `run` calls `callback` once `delayMs` have passed without another call; `flush` calls it now
 * (and drops a pending run). A pending run is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): { run: (...args: A) => void; flush: (...args: A) => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callback);

  useEffect(() => {
    latest.current = callback;
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return {
    run: (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delayMs);
    },
    flush: (...args: A) => {
      cancel();
      latest.current(...args);
    },
  };
}
