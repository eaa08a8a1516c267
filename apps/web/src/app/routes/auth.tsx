import { Navigate, useSearchParams } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/config/role-home';
import { AUTH } from '@/content/auth';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { useSession } from '@/lib/session';

/** /auth: sign in or sign up. A signed-in user goes on to ?redirect= or /dashboard (with ?invite=, to onboarding). */
export function Component() {
  const { user, loading } = useSession();
  const [searchParams] = useSearchParams();
  if (loading) return <PageLoading label={AUTH.loading} />;
  if (user) {
    // A signed-in account (e.g. a new Google account) keeps its invitation: the role chooser reads it.
    const invite = searchParams.get('invite');
    const next = invite
      ? `${paths.onboarding.getHref()}?invite=${encodeURIComponent(invite)}`
      : (safeRedirect(searchParams.get('redirect')) ?? paths.dashboard.getHref());
    return <Navigate to={next} replace />;
  }
  return (
    <div className="bg-gradient-to-b from-accent to-background">
      <PageTitle title={AUTH.page.title} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <AuthTabs />
      </div>
    </div>
  );
}
