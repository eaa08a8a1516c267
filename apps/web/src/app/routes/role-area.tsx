import type { Role } from '@haulclub/shared';
import { useLocation } from 'react-router';

import { ComingSoon } from '@/components/layout/coming-soon';
import { NotFound } from '@/components/layout/not-found';
import { ROLE_MENUS, ROLE_PANEL_TITLES } from '@/config/navigation';
import { roleAreaComingSoon } from '@/content/site';

/** /broker/*, /trucker/*, /admin/*: each menu entry is routed; the screens arrive in the next release. */
export function RoleAreaRoute({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = ROLE_MENUS[role].find((entry) => entry.href === path);
  if (!item) return <NotFound />;
  return <ComingSoon copy={roleAreaComingSoon(ROLE_PANEL_TITLES[role], item.label)} />;
}
