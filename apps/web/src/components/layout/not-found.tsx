import { MapPinOffIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE } from '@/content/site';

import { StatusPage } from './status-page';

export function NotFound() {
  const copy = SITE.notFound;
  return (
    <StatusPage icon={MapPinOffIcon} eyebrow="404" title={copy.title} heading={copy.heading} body={copy.body}>
      <Button asChild>
        <Link to={paths.home.getHref()}>{copy.homeLink}</Link>
      </Button>
    </StatusPage>
  );
}
