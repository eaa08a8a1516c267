import { useSyncExternalStore, type ReactElement } from 'react';

/**
 * Where toasts are shown, for every page including `/`. The landing page ships without the toast library:
 * the slot stays empty until a page inside the app's providers has loaded it (provider.tsx fills the slot),
 * and from then on the toasts live at the root, so one raised just before navigating to `/` (an application
 * sent, a sign-out) is still seen there.
 */
let toaster: ReactElement | null = null;
const listeners = new Set<() => void>();

/** Fills the slot (the component tests put a plain toaster there). */
export function provideToaster(element: ReactElement): void {
  if (toaster === element) return;
  toaster = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterSlot() {
  return useSyncExternalStore(
    subscribe,
    () => toaster,
    () => null,
  );
}
