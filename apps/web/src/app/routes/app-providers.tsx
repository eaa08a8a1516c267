import type { ComponentType } from 'react';
import { Outlet } from 'react-router';

import { AppProvider } from '../provider';
import { getAppQueryClient } from '../query-client';

/**
 * Layout route of every page except `/`: server state, session and toasts. Loaded when such a page is first
 * visited, so the landing page ships without TanStack Query, zod and the auth client.
 */
export function Component() {
  return (
    <AppProvider queryClient={getAppQueryClient()}>
      <Outlet />
    </AppProvider>
  );
}

/** `Page` inside the app's providers: the landing page when it is opened by a sign-in link (tokens in the URL). */
export function withAppProviders(Page: ComponentType): ComponentType {
  return function WithAppProviders() {
    return (
      <AppProvider queryClient={getAppQueryClient()}>
        <Page />
      </AppProvider>
    );
  };
}
