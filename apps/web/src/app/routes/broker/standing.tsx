import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { BROKER_STANDING } from '@/content/market';
import { BrokerStandingView } from '@/features/market/components/broker-standing-view';

/** /broker/standing: the broker's fairness badge and the loads compared. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={BROKER_STANDING.title} />
      <PageHeading heading={BROKER_STANDING.heading} intro={BROKER_STANDING.intro} />
      <BrokerStandingView />
    </div>
  );
}
