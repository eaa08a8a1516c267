import type { ReactNode } from 'react';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';

import { SiteFooter } from './site-footer';
import { SiteSidebar, type SidebarBadges, type SidebarMenuSpec } from './site-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sidebar with `menu`, `header`, page, footer. Reads no session. */
export function ShellFrame({
  menu,
  badges,
  header,
  children,
}: {
  menu: SidebarMenuSpec;
  badges?: SidebarBadges;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <SidebarProvider>
      <SkipLink />
      <SiteSidebar menu={menu} {...(badges ? { badges } : {})} />
      <SidebarInset>
        {header}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </SidebarInset>
    </SidebarProvider>
  );
}
