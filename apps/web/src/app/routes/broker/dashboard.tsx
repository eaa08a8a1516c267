import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { StatGrid } from '@/components/ui/stat-card';
import { BROKER_DASHBOARD } from '@/content/membership';
import { AwaitingConfirmationCard } from '@/features/bookings/components/awaiting-confirmation-card';
import { BrokerBookingStats } from '@/features/bookings/components/broker-booking-stats';
import { UnreadMessagesStat } from '@/features/chat/components/unread-messages-stat';
import { PendingContractsStat } from '@/features/contracts/components/pending-contracts-stat';
import { UnreadThreadsCard } from '@/features/chat/components/unread-threads-card';
import { ActiveLoadsStat } from '@/features/loads/components/active-loads-stat';
import { RecentLoadsCard } from '@/features/loads/components/recent-loads-card';
import { BrokerStatusPanel } from '@/features/membership/components/broker-status-panel';

/** /broker: the broker's standing; once verified, quick actions, live counts, what needs them and the latest loads. */
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
        <section aria-labelledby="broker-action-required" className="flex flex-col gap-3">
          <h2 id="broker-action-required" className="text-lg font-semibold">
            {BROKER_DASHBOARD.actionRequired}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <AwaitingConfirmationCard headingLevel={3} />
            <UnreadThreadsCard headingLevel={3} />
          </div>
        </section>
        <RecentLoadsCard />
      </BrokerStatusPanel>
    </div>
  );
}
