import type { Role } from '@haulclub/shared';
import { AuthClient } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

import { createAppRoutes } from '@/app/router';
import { provideToaster, ToasterSlot } from '@/app/toaster-slot';
import type { AuthClientInstance } from '@/lib/auth-client';
import { SessionProvider, type SessionUser } from '@/lib/session';

export interface RenderOptions {
  /** Starting URL. */
  route?: string;
  role?: Role | null;
  /** Defaults to a signed-in user whenever a role is given. */
  user?: SessionUser | null;
  queryClient?: QueryClient;
  /** Defaults to a fresh in-memory auth-js client; stub fetch to answer its /auth/v1 calls. */
  auth?: AuthClientInstance;
  /** Take the identity from the auth client only (no initialUser/initialRole seam). */
  clientSession?: boolean;
}

export const TEST_ORIGIN = 'http://localhost:3000';

/** auth-js against `${TEST_ORIGIN}/auth/v1`, in memory, without timers or URL parsing. */
let testClients = 0;

export function createTestAuthClient(): AuthClientInstance {
  testClients += 1;
  return new AuthClient({
    // A key of its own, so auth-js does not warn about several clients sharing one.
    storageKey: `haulclub-test-auth-${String(testClients)}`,
    url: `${TEST_ORIGIN}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

const testToaster = <Toaster />;

/** `routes` under the app's providers; the toasts in the root layout's slot, or (`ownSlot`) in one of their own. */
function renderRouter(routes: RouteObject[], options: RenderOptions, ownSlot: boolean) {
  const {
    route = '/',
    role = null,
    queryClient = createTestQueryClient(),
    auth = createTestAuthClient(),
  } = options;
  const user =
    options.user !== undefined
      ? options.user
      : role
        ? { id: 'test-user', email: `${role}@example.test` }
        : null;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  provideToaster(testToaster);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider
        client={auth}
        {...(options.clientSession ? {} : { initialRole: role, initialUser: user })}
      >
        <RouterProvider router={router} />
        {ownSlot ? <ToasterSlot /> : null}
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** Renders `ui` at `route` with the app's providers (query client, session, toasts, router). */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options, true);
}

/** Renders the real route tree at `route`. */
export function renderApp(options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  return renderRouter(createAppRoutes(queryClient), { ...options, queryClient }, false);
}
