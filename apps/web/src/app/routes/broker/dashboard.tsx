import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { BROKER_DASHBOARD } from '@/content/membership';
import { BrokerStatusPanel } from '@/features/membership/components/broker-status-panel';

/** /broker: the broker's standing and, once verified, the quick actions. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={BROKER_DASHBOARD.title} />
      <PageHeading heading={BROKER_DASHBOARD.heading} />
      <BrokerStatusPanel />
    </div>
  );
}
