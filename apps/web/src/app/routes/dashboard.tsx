import { Navigate } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { CONTRACTS_DASHBOARD } from '@/content/contracts';
import { ContractsDashboard } from '@/features/contracts/components/contracts-dashboard';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/**
 * /dashboard: the contracts dashboard of a broker or a trucker. Admins are party to no contract and
 * go on to /admin; a user without a role chooses one first.
 */
export function Component() {
  return (
    <RequireUser>
      <ContractsOrHome />
    </RequireUser>
  );
}

function ContractsOrHome() {
  const { role } = useSession();
  if (role !== 'broker' && role !== 'trucker') {
    return <Navigate to={role ? roleHomeHref(role) : paths.onboarding.getHref()} replace />;
  }
  return (
    <>
      <PageTitle title={CONTRACTS_DASHBOARD.title} />
      <ContractsDashboard />
    </>
  );
}
