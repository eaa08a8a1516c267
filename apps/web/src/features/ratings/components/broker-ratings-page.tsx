import { PageHeading } from '@/components/layout/page-heading';
import { RECEIVED_RATINGS as copy } from '@/content/ratings';

import { ReceivedRatings } from './received-ratings';

/** /broker/ratings: what truckers said about the broker, with averages and trends, live. */
export function BrokerRatingsPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading heading={copy.heading} intro={copy.intro} />
      <ReceivedRatings />
    </div>
  );
}
