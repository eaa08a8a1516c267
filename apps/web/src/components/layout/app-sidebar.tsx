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
import { activeHref, menuFor, panelTitle } from '@/config/navigation';
import { useSession } from '@/lib/session';

/** The role's menu ("Broker Panel", ...) or the public "Navigation" when nobody is signed in. */
export function AppSidebar() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const title = panelTitle(role);
  const items = menuFor(role);
  const current = activeHref(items, pathname);

  return (
    <Sidebar title={title}>
      <nav aria-label={title} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-3">
          <div className="flex items-center gap-2.5 overflow-hidden">
            <LayoutGridIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <p
              className="truncate text-sm font-semibold text-sidebar-foreground"
              data-testid="sidebar-panel-title"
            >
              {title}
            </p>
          </div>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarMenu>
              {items.map((item) => {
                const isActive = item.href === current;
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
