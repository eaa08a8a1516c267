import { ROLES, type Role } from '@haulclub/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';

import { paths } from '@/config/paths';

import { RootLayout, RootHydrateFallback } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

/** The role screens built so far; every other menu entry shows "coming soon" (RoleAreaRoute). */
const ROLE_SCREENS: Record<(typeof ROLES)[number], RouteObject[]> = {
  broker: [
    { index: true, lazy: () => import('./routes/broker/dashboard') },
    { path: 'invite', lazy: () => import('./routes/broker/invite') },
    { path: 'truckers', lazy: () => import('./routes/broker/truckers') },
    { path: 'payments', lazy: () => import('./routes/broker/payments') },
    { path: 'post-load', lazy: () => import('./routes/broker/post-load') },
    { path: 'loads', lazy: () => import('./routes/broker/loads') },
    { path: 'bookings', lazy: () => import('./routes/broker/bookings') },
    { path: 'chat', lazy: () => import('./routes/broker/chat') },
    { path: 'ratings', lazy: () => import('./routes/broker/ratings') },
    { path: 'standing', lazy: () => import('./routes/broker/standing') },
    { path: 'rate-futures', lazy: () => import('./routes/broker/rate-futures') },
  ],
  trucker: [
    { index: true, lazy: () => import('./routes/trucker/dashboard') },
    { path: 'loads', lazy: () => import('./routes/trucker/loads') },
    { path: 'bookings', lazy: () => import('./routes/trucker/bookings') },
    { path: 'history', lazy: () => import('./routes/trucker/history') },
    { path: 'chat', lazy: () => import('./routes/trucker/chat') },
    { path: 'earnings', lazy: () => import('./routes/trucker/earnings') },
    { path: 'profile', lazy: () => import('./routes/trucker/profile') },
    { path: 'score', lazy: () => import('./routes/trucker/score') },
    { path: 'rate-futures', lazy: () => import('./routes/trucker/rate-futures') },
  ],
  admin: [
    { index: true, lazy: () => import('./routes/admin/dashboard') },
    { path: 'applications', lazy: () => import('./routes/admin/applications') },
    { path: 'users', lazy: () => import('./routes/admin/users') },
    { path: 'loads', lazy: () => import('./routes/admin/loads') },
    { path: 'payments', lazy: () => import('./routes/admin/payments') },
    { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
    { path: 'settings', lazy: () => import('./routes/admin/settings') },
  ],
};

/** `/broker`, `/trucker`, `/admin`: the role's guard around its screens (loaded with the area). */
function roleArea(role: Role): RouteObject {
  return {
    path: `/${role}`,
    lazy: async () => {
      const { RequireRole } = await import('./routes/guards');
      return {
        Component: () => (
          <RequireRole role={role}>
            <Outlet />
          </RequireRole>
        ),
      };
    },
    children: [
      ...ROLE_SCREENS[role],
      {
        path: '*',
        lazy: async () => {
          const { RoleAreaRoute } = await import('./routes/role-area');
          return { Component: () => <RoleAreaRoute role={role} /> };
        },
      },
    ],
  };
}

/** A sign-in link's answer in the URL (auth-js tokens or error in the fragment, or a PKCE code): auth-js must read it. */
function carriesAuthCallback({ hash, search }: Location): boolean {
  const fragment = new URLSearchParams(hash.slice(1));
  const query = new URLSearchParams(search);
  return ['access_token', 'error_description'].some((key) => fragment.has(key)) || query.has('code');
}

/**
 * The route tree. `/` has its own layout; every other route renders inside the app shell.
 *
 * Without `queryClient` (the app) the pages other than `/` sit under a layout route that loads the query client,
 * session and toasts on the first visit to one of them, so `/` ships without them. With `queryClient` (tests) the
 * caller renders those providers above the router.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  const appQueryClient = async () => queryClient ?? (await import('./query-client')).getAppQueryClient();
  const pages: RouteObject[] = [
    {
      lazy: () => import('./routes/app-layout'),
      children: [
        { path: paths.learnMore.path, lazy: () => import('./routes/learn-more') },
        { path: paths.pricing.path, lazy: () => import('./routes/pricing') },
        { path: paths.getInvited.path, lazy: () => import('./routes/get-invited') },
        {
          path: paths.devMailbox.path,
          lazy: async () => {
            const [{ Component, createMailboxLoader }, client] = await Promise.all([
              import('./routes/dev-mailbox'),
              appQueryClient(),
            ]);
            return { Component, loader: createMailboxLoader(client) };
          },
        },
        { path: paths.login.path, lazy: () => import('./routes/login') },
        { path: paths.auth.path, lazy: () => import('./routes/auth') },
        { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
        { path: paths.updatePassword.path, lazy: () => import('./routes/update-password') },
        { path: paths.apply.path, lazy: () => import('./routes/apply') },
        { path: paths.sandboxConnect.path, lazy: () => import('./routes/sandbox-connect') },
        { path: paths.onboarding.path, lazy: () => import('./routes/onboarding') },
        { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
        { path: paths.freightFutures.path, lazy: () => import('./routes/freight-futures') },
        { path: paths.contract.path, lazy: () => import('./routes/contract') },
        { path: paths.laneRates.path, lazy: () => import('./routes/lane-rates') },
        { path: paths.brokerProfile.path, lazy: () => import('./routes/broker-profile') },
        ...ROLES.map(roleArea),
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ];
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          lazy: async () => {
            const landing = await import('./routes/landing');
            if (queryClient || !carriesAuthCallback(window.location)) return landing;
            const { withAppProviders } = await import('./routes/app-providers');
            return { Component: withAppProviders(landing.Component) };
          },
        },
        ...(queryClient ? pages : [{ lazy: () => import('./routes/app-providers'), children: pages }]),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
