import { LogInIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The header's "Sign In" for a visitor. `data-signed-out-only`: hidden on a page rendered at build time while the
 * browser holds a session the app has not taken over yet (public/early-input.js), so a member never sees it flash.
 */
export function SignInButton() {
  return (
    <Button asChild variant="outline" size="sm" className="max-sm:px-2.5" data-signed-out-only="">
      <Link to={paths.login.getHref()}>
        <LogInIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Sign In</span>
      </Link>
    </Button>
  );
}
