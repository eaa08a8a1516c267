import { LogOutIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

import { SignInButton } from './sign-in-button';
import { SiteHeader } from './site-header';

/** Top bar of the app shell: sidebar trigger, product, `actions` (e.g. the alert bell), and who is signed in. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    // Leave the page first, so a guarded page does not bounce to /auth as the session ends.
    await navigate(paths.home.getHref());
    if (await signOut()) toast.success('Signed out');
  }

  return (
    <SiteHeader>
      {user ? (
        <div className="flex items-center gap-2 sm:gap-3">
          {actions}
          {role ? (
            // Phones keep it for screen readers only: the bell and Sign Out need the room (the sidebar names the panel).
            <p className="flex items-center max-sm:sr-only">
              <span className="sr-only">Signed in as </span>
              <Badge variant="accent">{role.toUpperCase()}</Badge>
            </p>
          ) : null}
          <Button variant="outline" size="sm" className="max-sm:px-2.5" onClick={() => void handleSignOut()}>
            <LogOutIcon aria-hidden="true" />
            <span className="max-sm:sr-only">Sign Out</span>
          </Button>
        </div>
      ) : (
        <SignInButton />
      )}
    </SiteHeader>
  );
}
