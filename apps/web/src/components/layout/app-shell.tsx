import type { ReactNode } from 'react';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';

import { AppHeader } from './app-header';
import { AppSidebar, type SidebarBadges } from './app-sidebar';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Layout of every route except the landing page: sidebar, header, page, footer. */
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
  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar {...(badges ? { badges } : {})} />
      <SidebarInset>
        <AppHeader actions={headerActions} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </SidebarInset>
    </SidebarProvider>
  );
}
