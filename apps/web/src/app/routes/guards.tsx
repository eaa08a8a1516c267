import type { Role } from '@haulclub/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { NotAllowed } from '@/components/layout/not-allowed';
import { PageLoading } from '@/components/layout/page-loading';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { useSession } from '@/lib/session';

/**
 * Renders children for a signed-in user; sends everyone else to /auth and back here afterwards,
 * except someone who just signed out, who goes home (whichever of the sign-out and its navigation lands first).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading, signedOut } = useSession();
  const location = useLocation();
  if (loading) return <PageLoading label={AUTH.loading} />;
  if (!user && signedOut) return <Navigate to={paths.home.getHref()} replace />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={paths.auth.getHref({ redirect })} replace />;
  }
  return children;
}

/** Areas the server opens only once onboarding is complete (403 `onboarding_required` otherwise). */
const ONBOARDED_AREAS: readonly Role[] = ['trucker'];

/**
 * Renders children only for `role`; other signed-in users see "Not allowed". A trucker who has not
 * finished onboarding is sent to /onboarding (the board, bookings and chat refuse them until then).
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <RequireUser>
      <RoleCheck role={role}>{children}</RoleCheck>
    </RequireUser>
  );
}

function RoleCheck({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  if (session.role !== role) return <NotAllowed area={role} role={session.role} />;
  if (ONBOARDED_AREAS.includes(role) && session.profile && !session.profile.onboardingComplete) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return children;
}
