import { AppProvider } from '../provider';
import { getAppQueryClient } from '../query-client';

import { Component as AppLayout } from './app-layout';

/** A marketing page for a member: the app's providers and shell (their own menu and notices) around the page. */
export function MarketingMemberLayout() {
  return (
    <AppProvider queryClient={getAppQueryClient()}>
      <AppLayout />
    </AppProvider>
  );
}
