import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { StatGrid } from '@/components/ui/stat-card';
import { TRUCKER_DASHBOARD } from '@/content/membership';
import { RecentBookingsCard } from '@/features/bookings/components/recent-bookings-card';
import { TruckerBookingStats } from '@/features/bookings/components/trucker-booking-stats';
import { UnreadMessagesStat } from '@/features/chat/components/unread-messages-stat';
import { PendingContractsStat } from '@/features/contracts/components/pending-contracts-stat';
import { NearbyLoadsCard } from '@/features/loads/components/nearby-loads-card';
import { NearbyLoadsStat } from '@/features/loads/components/nearby-loads-stat';
import { LaneProfileCard } from '@/features/membership/components/lane-profile-card';

/** /trucker: loads near the home base, the lane profile, bookings and messages, all live. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={TRUCKER_DASHBOARD.title} />
      <PageHeading heading={TRUCKER_DASHBOARD.heading} intro={TRUCKER_DASHBOARD.intro} />
      <StatGrid label={TRUCKER_DASHBOARD.statsLabel}>
        <NearbyLoadsStat />
        <TruckerBookingStats />
        <UnreadMessagesStat />
        <PendingContractsStat />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <NearbyLoadsCard />
        <div className="flex min-w-0 flex-col gap-6">
          <LaneProfileCard />
          <RecentBookingsCard />
        </div>
      </div>
    </div>
  );
}
