import { Link } from 'react-router';

import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Header of the landing page (which has no sidebar). */
export function LandingHeader() {
  return (
    <header className="bg-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-4 px-4 py-4 sm:px-6 sm:py-5">
        <Brand tone="dark" />
        <nav aria-label="Account" className="flex shrink-0 items-center gap-2">
          <Button asChild variant="outline-inverse" size="sm">
            <Link to={paths.login.getHref()}>Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.apply.getHref()}>Apply as Broker</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
