import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { StatGrid } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { STANDING } from '@/content/dashboards';
import { BROKER_DASHBOARD } from '@/content/membership';
import { AwaitingConfirmationCard } from '@/features/bookings/components/awaiting-confirmation-card';
import { BrokerBookingStats } from '@/features/bookings/components/broker-booking-stats';
import { UnreadMessagesStat } from '@/features/chat/components/unread-messages-stat';
import { PendingContractsStat } from '@/features/contracts/components/pending-contracts-stat';
import { UnreadThreadsCard } from '@/features/chat/components/unread-threads-card';
import { ActiveLoadsStat } from '@/features/loads/components/active-loads-stat';
import { ExpiringLoadsCard } from '@/features/loads/components/expiring-loads-card';
import { RecentLoadsCard } from '@/features/loads/components/recent-loads-card';
import { BrokerStandingCard } from '@/features/market/components/broker-standing-card';
import { BrokerStatusPanel } from '@/features/membership/components/broker-status-panel';
import { RatingStat } from '@/features/ratings/components/rating-stat';
import { BrokerSpeedScoreCard } from '@/features/speed-score/components/broker-speed-score-card';
import { SpeedScoreStat } from '@/features/speed-score/components/speed-score-stat';

/**
 * /broker: the broker's standing; once verified, live counts, their rating and speed score, what needs
 * them (deliveries to confirm, unanswered chats, loads about to expire), rate fairness, speed and the latest loads.
 */
export function Component() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={BROKER_DASHBOARD.title} />
      <PageHeading heading={BROKER_DASHBOARD.heading} />
      <BrokerStatusPanel>
        <StatGrid label={BROKER_DASHBOARD.statsLabel}>
          <ActiveLoadsStat />
          <BrokerBookingStats />
          <UnreadMessagesStat />
          <PendingContractsStat />
        </StatGrid>
        <StatGrid label={STANDING.brokerLabel}>
          <RatingStat href={paths.broker.ratings.getHref()} />
          <SpeedScoreStat role="broker" />
        </StatGrid>
        <section aria-labelledby="broker-action-required" className="flex flex-col gap-3">
          <h2 id="broker-action-required" className="text-lg font-semibold">
            {BROKER_DASHBOARD.actionRequired}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
            <AwaitingConfirmationCard headingLevel={3} />
            <UnreadThreadsCard headingLevel={3} />
            <ExpiringLoadsCard headingLevel={3} />
          </div>
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <BrokerStandingCard />
          <BrokerSpeedScoreCard />
        </div>
        <RecentLoadsCard />
      </BrokerStatusPanel>
    </div>
  );
}
