import type { ReactNode } from 'react';

import { PUBLIC_MENU, PUBLIC_PANEL_TITLE } from '@/config/public-navigation';

import { ShellFrame } from './shell-frame';
import { SignInButton } from './sign-in-button';
import { SiteHeader } from './site-header';

const PUBLIC_SHELL_MENU = { title: PUBLIC_PANEL_TITLE, items: PUBLIC_MENU, signedOutOnly: true };

/**
 * The app shell as a visitor who is not signed in sees it (public "Navigation", "Sign In"), without the session,
 * auth client, query client or zod: the marketing pages' shell (/pricing, /learn-more).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ShellFrame
      menu={PUBLIC_SHELL_MENU}
      header={
        <SiteHeader>
          <SignInButton />
        </SiteHeader>
      }
    >
      {children}
    </ShellFrame>
  );
}
