import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { NOT_BUILT, type ComingSoonCopy } from '@/content/site';
import { useSession } from '@/lib/session';

import { StatusPage } from './status-page';

/**
 * Placeholder of an area that is routed already but not built yet. It says so plainly: no marketing
 * buttons, just the way back (a member's dashboard, or onboarding; a visitor's home page).
 */
export function ComingSoon({ copy }: { copy: ComingSoonCopy }) {
  const { user, role, loading } = useSession();
  const back = user
    ? role
      ? { href: roleHomeHref(role), label: NOT_BUILT.dashboardLink }
      : { href: paths.onboarding.getHref(), label: NOT_BUILT.onboardingLink }
    : { href: paths.home.getHref(), label: NOT_BUILT.homeLink };
  return (
    <StatusPage
      icon={ConstructionIcon}
      eyebrow={NOT_BUILT.eyebrow}
      title={copy.title}
      heading={copy.heading}
      body={copy.body}
    >
      {loading ? null : (
        <Button asChild variant="outline">
          <Link to={back.href}>{back.label}</Link>
        </Button>
      )}
    </StatusPage>
  );
}
