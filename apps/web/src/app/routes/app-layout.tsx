import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';

/** Layout route of every page except the landing page. */
export function Component() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
