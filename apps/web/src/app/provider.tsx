import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

import { SessionProvider } from '@/lib/session';
import { provideToaster } from './toaster-slot';

// The toasts are shown by the root layout (toaster-slot.tsx), so they outlive a navigation to `/`.
provideToaster(<Toaster position="bottom-right" richColors closeButton />);

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** What every page but `/` needs (routes/app-providers.tsx): server state and session; loading it brings the toasts. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
