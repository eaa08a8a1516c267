import type { ReactElement } from 'react';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A menu button's label as a tooltip while the desktop sidebar is collapsed to icons. Its own chunk (Radix
 * tooltip, floating-ui), loaded by `SidebarMenuButton` the first time the sidebar is collapsed, not with the page.
 */
export default function SidebarMenuTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right" align="center">
          {label}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
