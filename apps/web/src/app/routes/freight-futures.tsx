import { Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { FreightFuturesView } from '@/features/futures/components/freight-futures-view';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/**
 * /freight-futures: for every onboarded member (the API checks the role). A user without a role chooses
 * one first; a member still onboarding goes to their role's dashboard, which shows the next step.
 */
export function Component() {
  return (
    <RequireUser>
      <OnboardedFutures />
    </RequireUser>
  );
}

function OnboardedFutures() {
  const { role, profile } = useSession();
  if (!role) return <Navigate to={paths.onboarding.getHref()} replace />;
  if (role !== 'admin' && profile && !profile.onboardingComplete)
    return <Navigate to={roleHomeHref(role)} replace />;
  return <FreightFuturesView role={role} />;
}
