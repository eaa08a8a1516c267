import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { BROKER_RATE_FUTURES } from '@/content/rate-futures';
import { BrokerRateFuturesView } from '@/features/rate-futures/components/broker-rate-futures-view';

/** /broker/rate-futures: post a rate future, and the broker's own with their status, live. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={BROKER_RATE_FUTURES.title} />
      <PageHeading heading={BROKER_RATE_FUTURES.heading} intro={BROKER_RATE_FUTURES.intro} />
      <BrokerRateFuturesView />
    </div>
  );
}
