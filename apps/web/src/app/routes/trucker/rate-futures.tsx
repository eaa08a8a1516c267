import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { RATE_FUTURES_LIST } from '@/content/rate-futures';
import { TruckerRateFuturesView } from '@/features/rate-futures/components/trucker-rate-futures-view';

/** /trucker/rate-futures: open rate futures from brokers, with countdowns and Accept, live. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={RATE_FUTURES_LIST.title} />
      <PageHeading heading={RATE_FUTURES_LIST.heading} intro={RATE_FUTURES_LIST.intro} />
      <TruckerRateFuturesView />
    </div>
  );
}
