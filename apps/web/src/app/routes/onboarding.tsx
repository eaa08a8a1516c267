import { Navigate } from 'react-router';

import { ComingSoon } from '@/components/layout/coming-soon';
import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { COMING_SOON } from '@/content/site';
import { RoleChooser } from '@/features/auth/components/role-chooser';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/** /onboarding: signed-in only. No role yet: the role chooser. Done: on to /dashboard. The rest comes next. */
export function Component() {
  return (
    <RequireUser>
      <Onboarding />
    </RequireUser>
  );
}

function Onboarding() {
  const { role, profile } = useSession();
  if (profile?.onboardingComplete && role) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (role) return <ComingSoon copy={COMING_SOON.onboarding} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title={AUTH.chooser.title} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{AUTH.chooser.heading}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{AUTH.chooser.intro}</p>
      <RoleChooser />
    </div>
  );
}
