import type { ReactNode } from 'react';

import { menuFor, panelTitle } from '@/config/navigation';
import { useSession } from '@/lib/session';

import { AppHeader } from './app-header';
import type { SidebarBadges } from './site-sidebar';
import { ShellFrame } from './shell-frame';

/** Layout of every route except the landing page: the signed-in member's (or the public) sidebar, header, page, footer. */
export function AppShell({
  children,
  badges,
  headerActions,
}: {
  children: ReactNode;
  badges?: SidebarBadges;
  /** Put in the header before who is signed in (the trucker's alert bell). */
  headerActions?: ReactNode;
}) {
  const { role } = useSession();
  const menu = { title: panelTitle(role), items: menuFor(role), signedOutOnly: role === null };
  return (
    <ShellFrame menu={menu} {...(badges ? { badges } : {})} header={<AppHeader actions={headerActions} />}>
      {children}
    </ShellFrame>
  );
}
