import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

import { SessionProvider } from '@/lib/session';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** What every page but `/` needs (routes/app-providers.tsx): server state, session and toasts. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster position="bottom-right" richColors closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
