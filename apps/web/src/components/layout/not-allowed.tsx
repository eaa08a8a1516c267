import type { Role } from '@haulclub/shared';
import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ROLE_PANEL_TITLES } from '@/config/navigation';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { AUTH } from '@/content/auth';

import { StatusPage } from './status-page';

/** A signed-in user opened another role's area. */
export function NotAllowed({ area, role }: { area: Role; role: Role | null }) {
  const copy = AUTH.notAllowed;
  return (
    <StatusPage
      icon={ShieldAlertIcon}
      title={copy.title}
      heading={copy.heading}
      body={copy.body(ROLE_PANEL_TITLES[area], role)}
    >
      <Button asChild>
        {role ? (
          <Link to={roleHomeHref(role)}>{copy.action}</Link>
        ) : (
          <Link to={paths.onboarding.getHref()}>{copy.chooseRole}</Link>
        )}
      </Button>
    </StatusPage>
  );
}
