import { HourglassIcon, SendIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { DashboardCard, DashboardCardEmpty } from '@/components/ui/dashboard-card';
import { BROKER_RATE_FUTURES as copy } from '@/content/rate-futures';

import { useBrokerCanPost } from '../api/get-broker-can-post';
import { useRateFuturesLiveRefresh } from '../hooks/use-rate-futures-live-refresh';
import { BrokerRateFuturesList } from './broker-rate-futures-list';
import { PostRateFutureForm } from './post-rate-future-form';

/** /broker/rate-futures: the form to post one, and the broker's own, kept live (a trucker locking one in shows at once). */
export function BrokerRateFuturesView() {
  useRateFuturesLiveRefresh();
  const canPost = useBrokerCanPost();
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <DashboardCard id="post-rate-future-heading" heading={copy.formHeading} icon={SendIcon}>
        {canPost.data === false ? (
          <DashboardCardEmpty
            title={copy.notVerified}
            hint={copy.notVerifiedHint}
            action={
              <Button asChild size="sm" variant="outline">
                <Link to={copy.dashboardHref}>{copy.notVerifiedAction}</Link>
              </Button>
            }
          />
        ) : (
          <PostRateFutureForm />
        )}
      </DashboardCard>
      <DashboardCard id="my-rate-futures-heading" heading={copy.mineHeading} icon={HourglassIcon}>
        <BrokerRateFuturesList />
      </DashboardCard>
    </div>
  );
}
