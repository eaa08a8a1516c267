import { ROLES, type Role } from '@haulclub/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';

import { paths } from '@/config/paths';
import { carriesAuthCallback } from '@/lib/session-hint';

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

/**
 * The route tree. `/` has its own layout; every other route renders inside the app shell.
 *
 * Without `queryClient` (the app, and the pages rendered at build time) the pages other than `/` sit under a
 * layout route that loads the query client, session and toasts on the first visit to one of them, so `/` ships
 * without them; the marketing pages in the shell (/pricing, /learn-more) have their own layout route, which loads
 * them only for a browser that may be signed in (routes/marketing-layout.tsx). With `queryClient` (tests) the
 * caller renders those providers above the router and every page but `/` is in the app shell.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  const appQueryClient = async () => queryClient ?? (await import('./query-client')).getAppQueryClient();
  const marketing: RouteObject[] = [
    { path: paths.learnMore.path, lazy: () => import('./routes/learn-more') },
    { path: paths.pricing.path, lazy: () => import('./routes/pricing') },
  ];
  const pages: RouteObject[] = [
    {
      lazy: () => import('./routes/app-layout'),
      children: [
        ...(queryClient ? marketing : []),
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
            if (queryClient || typeof window === 'undefined' || !carriesAuthCallback(window.location)) {
              return landing;
            }
            const { withAppProviders } = await import('./routes/app-providers');
            return { Component: withAppProviders(landing.Component) };
          },
        },
        ...(queryClient
          ? pages
          : [
              { lazy: () => import('./routes/marketing-layout'), children: marketing },
              { lazy: () => import('./routes/app-providers'), children: pages },
            ]),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
