import { Navigate } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { CONTRACTS_DASHBOARD } from '@/content/contracts';
import { ContractsDashboard } from '@/features/contracts/components/contracts-dashboard';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/**
 * /dashboard: the contracts dashboard of a broker or a trucker who has finished onboarding. Admins are
 * party to no contract and go on to /admin; a member still onboarding goes to their role's dashboard (which
 * shows the next step), and a user without a role chooses one first.
 */
export function Component() {
  return (
    <RequireUser>
      <ContractsOrHome />
    </RequireUser>
  );
}

function ContractsOrHome() {
  const { role, profile } = useSession();
  if (role !== 'broker' && role !== 'trucker') {
    return <Navigate to={role ? roleHomeHref(role) : paths.onboarding.getHref()} replace />;
  }
  if (profile && !profile.onboardingComplete) return <Navigate to={roleHomeHref(role)} replace />;
  return (
    <>
      <PageTitle title={CONTRACTS_DASHBOARD.title} />
      <ContractsDashboard />
    </>
  );
}
