import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { LANE_RATES } from '@/content/market';
import { LaneRatesView } from '@/features/market/components/lane-rates-view';

import { RequireUser } from './guards';

/** /lane-rates: what a lane pays, for members of every role (the API checks the role). */
export function Component() {
  return (
    <RequireUser>
      <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <PageTitle title={LANE_RATES.title} />
        <PageHeading heading={LANE_RATES.heading} intro={LANE_RATES.intro} />
        <LaneRatesView />
      </div>
    </RequireUser>
  );
}
