import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ComingSoonCopy } from '@/content/site';

import { StatusPage } from './status-page';

/** Placeholder of an area that is routed already but ships in the next release. */
export function ComingSoon({ copy }: { copy: ComingSoonCopy }) {
  return (
    <StatusPage
      icon={ConstructionIcon}
      eyebrow="Coming soon"
      title={copy.title}
      heading={copy.heading}
      body={copy.body}
    >
      <Button asChild>
        <Link to={paths.getInvited.getHref()}>Get Invited</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.learnMore.getHref()}>Learn More</Link>
      </Button>
    </StatusPage>
  );
}
