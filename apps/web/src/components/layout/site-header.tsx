import type { ReactNode } from 'react';

import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';

import { Brand } from './brand';

/** Top bar of the app shell: sidebar trigger, product, and `children` on the right (who is signed in). */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 h-6!" />
      <Brand className="mr-auto" />
      {children}
    </header>
  );
}
