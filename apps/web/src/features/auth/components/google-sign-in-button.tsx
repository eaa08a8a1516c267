import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { appUrl } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import { toast } from 'sonner';

import { usePublicConfig } from '../api/get-public-config';
import { authErrorMessage } from '../auth-errors';

/** "Continue with Google", only when the server has Google sign-in configured. */
export function GoogleSignInButton() {
  const { auth } = useSession();
  const config = usePublicConfig();
  if (!config.data?.googleSignInEnabled) return null;

  async function signIn() {
    const { error } = await auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl(paths.dashboard.getHref()) },
    });
    if (error) toast.error(AUTH.google.error, { description: authErrorMessage(error) });
  }

  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {AUTH.google.divider}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" className="w-full" onClick={() => void signIn()}>
        {AUTH.google.button}
      </Button>
    </>
  );
}
