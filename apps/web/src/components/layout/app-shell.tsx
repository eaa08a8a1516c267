import type { ReactNode } from 'react';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';

import { AppHeader } from './app-header';
import { AppSidebar, type SidebarBadges } from './app-sidebar';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Layout of every route except the landing page: sidebar, header, page, footer. */
export function AppShell({ children, badges }: { children: ReactNode; badges?: SidebarBadges }) {
  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar {...(badges ? { badges } : {})} />
      <SidebarInset>
        <AppHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </SidebarInset>
    </SidebarProvider>
  );
}
