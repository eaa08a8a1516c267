import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BROKER_LOADS } from '@/content/loads';
import { BrokerLoadsView } from '@/features/loads/components/broker-loads-view';

/** /broker/loads: My Loads. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={BROKER_LOADS.title} />
      <PageHeading
        heading={BROKER_LOADS.heading}
        intro={BROKER_LOADS.intro}
        action={
          <Button asChild className="w-full sm:w-auto">
            <Link to={paths.broker.postLoad.getHref()}>
              <PlusIcon aria-hidden="true" />
              {BROKER_LOADS.postLoad}
            </Link>
          </Button>
        }
      />
      <BrokerLoadsView />
    </div>
  );
}
