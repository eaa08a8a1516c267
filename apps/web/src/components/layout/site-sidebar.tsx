import { LayoutGridIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { activeHref, type NavItem } from '@/config/public-navigation';
import { SIDEBAR_BADGE } from '@/content/site';

export type SidebarBadges = Partial<Record<string, number>>;

/** A small count next to a menu entry, read out as "3 unread". */
function MenuBadge({ count }: { count: number }) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground group-data-[collapsible=icon]:absolute group-data-[collapsible=icon]:top-0 group-data-[collapsible=icon]:right-0 group-data-[collapsible=icon]:h-3.5 group-data-[collapsible=icon]:min-w-3.5 group-data-[collapsible=icon]:px-1 group-data-[collapsible=icon]:text-[0.6rem]"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{SIDEBAR_BADGE.label(count)}</span>
    </span>
  );
}

/** A sidebar menu: its title ("Broker Panel", "Navigation") and entries. */
export interface SidebarMenuSpec {
  title: string;
  items: readonly NavItem[];
  /** The public menu: hidden while a page rendered at build time waits for a member's session (SignInButton). */
  signedOutOnly?: boolean;
}

/**
 * The sidebar with `menu`. `badges` puts a count next to entries, keyed by their href (e.g. unread chat
 * messages). Reads no session: the signed-out marketing pages use it without loading one.
 */
export function SiteSidebar({ menu, badges = {} }: { menu: SidebarMenuSpec; badges?: SidebarBadges }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { title, items } = menu;
  const current = activeHref(items, pathname);
  const signedOutOnly = menu.signedOutOnly ? { 'data-signed-out-only': '' } : {};

  return (
    <Sidebar title={title}>
      <nav aria-label={title} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-3">
          <div className="flex items-center gap-2.5 overflow-hidden" {...signedOutOnly}>
            <LayoutGridIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <p
              className="truncate text-sm font-semibold text-sidebar-foreground"
              data-testid="sidebar-panel-title"
            >
              {title}
            </p>
          </div>
        </SidebarHeader>
        <SidebarContent {...signedOutOnly}>
          <SidebarGroup>
            <SidebarMenu>
              {items.map((item) => {
                const isActive = item.href === current;
                const count = badges[item.href] ?? 0;
                return (
                  <SidebarMenuItem key={item.href}>
                    <SidebarMenuButton asChild isActive={isActive} tooltip={item.label}>
                      <Link
                        to={item.href}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={() => {
                          if (isMobile) setOpenMobile(false);
                        }}
                      >
                        <item.icon aria-hidden="true" />
                        <span>{item.label}</span>
                        {count > 0 ? (
                          <>
                            {' '}
                            <MenuBadge count={count} />
                          </>
                        ) : null}
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </nav>
    </Sidebar>
  );
}
