import { TriangleAlertIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { NotFound } from '@/components/layout/not-found';
import { StatusPage } from '@/components/layout/status-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE } from '@/content/site';

/** Last-resort boundary of the route tree. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main-content">
        <NotFound />
      </main>
    );
  }
  return (
    <main id="main-content">
      <StatusPage
        icon={TriangleAlertIcon}
        title={SITE.routeError.title}
        heading={SITE.routeError.heading}
        body={SITE.routeError.body}
      >
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </StatusPage>
    </main>
  );
}
