import { HourglassIcon } from 'lucide-react';

import { DashboardCard, DashboardCardLink } from '@/components/ui/dashboard-card';
import { RATE_FUTURES_LIST as copy } from '@/content/rate-futures';

import { RateFuturesList } from './rate-futures-list';

/** How many rate futures the trucker dashboard lists. */
export const DASHBOARD_RATE_FUTURES_COUNT = 5;

/** The trucker dashboard's rate futures list: the newest open ones, with the way to all of them. */
export function RateFuturesCard() {
  return (
    <DashboardCard
      id="rate-futures-heading"
      heading={copy.cardHeading}
      icon={HourglassIcon}
      description={copy.cardIntro}
    >
      <RateFuturesList
        pageSize={DASHBOARD_RATE_FUTURES_COUNT}
        footer={(shown, total) =>
          total > shown ? (
            <div className="mt-auto flex flex-wrap gap-2 border-t pt-3">
              <DashboardCardLink to={copy.seeAllHref}>{copy.seeAll(total)}</DashboardCardLink>
            </div>
          ) : null
        }
      />
    </DashboardCard>
  );
}
