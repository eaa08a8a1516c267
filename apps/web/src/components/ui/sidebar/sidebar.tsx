import { LAYOUT } from '@haulclub/shared';
import { PanelLeftIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { useSidebar } from './sidebar-context';

type SidebarProps = ComponentProps<'div'> & {
  /** Accessible title of the mobile sheet (Radix dialogs need one). */
  title: string;
  description?: string;
};

// The phone's sheet (Radix dialog, focus scope, scroll lock) loads when the menu is first opened: a closed sheet
// renders nothing, so the page's first load does without it.
const loadSidebarSheet = () => import('./sidebar-sheet');
const SidebarSheet = lazy(loadSidebarSheet);

/** Fixed left column on desktop (collapsing to icons), a Radix-dialog sheet below the mobile breakpoint. */
export function Sidebar({
  title,
  description = 'Site navigation',
  className,
  children,
  ...props
}: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  // Once opened, the sheet stays mounted so it can close (and open again) without waiting.
  const [sheetWanted, setSheetWanted] = useState(openMobile);
  if (isMobile && openMobile && !sheetWanted) setSheetWanted(true);

  if (isMobile) {
    if (!sheetWanted) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} title={title} description={description}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }

  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      className="group peer hidden text-sidebar-foreground md:block"
    >
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex',
          className,
        )}
        {...props}
      >
        <div data-slot="sidebar-inner" className="flex h-full w-full flex-col bg-sidebar">
          {children}
        </div>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title={`Toggle sidebar (Ctrl+${LAYOUT.sidebarKeyboardShortcut.toUpperCase()})`}
      className={cn('size-9', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      // A finger or pointer on the phone's toggle starts fetching the sheet before the tap completes.
      onPointerDown={isMobile ? () => void loadSidebarSheet() : undefined}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

/** The main column next to the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('flex min-h-svh min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}
