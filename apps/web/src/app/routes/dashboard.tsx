import { Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/** /dashboard: until the contracts dashboard ships, on to the role's dashboard (no role: onboarding). */
export function Component() {
  return (
    <RequireUser>
      <ToRoleHome />
    </RequireUser>
  );
}

function ToRoleHome() {
  const { role } = useSession();
  return <Navigate to={role ? roleHomeHref(role) : paths.onboarding.getHref()} replace />;
}
