import type { Role } from '@haulclub/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

import { createAppRoutes } from '@/app/router';
import { SessionProvider, type SessionUser } from '@/lib/session';

export interface RenderOptions {
  /** Starting URL. */
  route?: string;
  role?: Role | null;
  /** Defaults to a signed-in user whenever a role is given. */
  user?: SessionUser | null;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function renderRouter(routes: RouteObject[], options: RenderOptions) {
  const { route = '/', role = null, queryClient = createTestQueryClient() } = options;
  const user =
    options.user !== undefined
      ? options.user
      : role
        ? { id: 'test-user', email: `${role}@example.test` }
        : null;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialRole={role} initialUser={user}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** Renders `ui` at `route` with the app's providers (query client, session, toasts, router). */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the real route tree at `route`. */
export function renderApp(options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  return renderRouter(createAppRoutes(queryClient), { ...options, queryClient });
}
