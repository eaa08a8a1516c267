import { Outlet, ScrollRestoration } from 'react-router';

import { ToasterSlot } from '../toaster-slot';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToasterSlot />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootHydrateFallback() {
  return (
    <div className="flex min-h-svh items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading HaulClub…</span>
    </div>
  );
}
