import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { StatGrid } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { STANDING } from '@/content/dashboards';
import { TRUCKER_DASHBOARD } from '@/content/membership';
import { RecentBookingsCard } from '@/features/bookings/components/recent-bookings-card';
import { TruckerBookingStats } from '@/features/bookings/components/trucker-booking-stats';
import { UnreadMessagesStat } from '@/features/chat/components/unread-messages-stat';
import { PendingContractsStat } from '@/features/contracts/components/pending-contracts-stat';
import { BookLoadButton } from '@/features/loads/components/book-load-button';
import { ExpiryCountdown } from '@/features/loads/components/expiry-countdown';
import { useBoardLiveRefresh } from '@/features/loads/hooks/use-board-live-refresh';
import { MatchedLoadsCard } from '@/features/matching/components/matched-loads-card';
import { MatchedLoadsStat } from '@/features/matching/components/matched-loads-stat';
import { LaneProfileCard } from '@/features/membership/components/lane-profile-card';
import { RateFuturesCard } from '@/features/rate-futures/components/rate-futures-card';
import { RatingStat } from '@/features/ratings/components/rating-stat';
import { SpeedRankStat, SpeedScoreStat } from '@/features/speed-score/components/speed-score-stat';

/** /trucker: AI-matched loads, the lane profile, rate futures, bookings and messages, rating, speed score and rank, all live. */
export function Component() {
  // The matched loads live under the board's queries: the board's live refresh keeps them current.
  useBoardLiveRefresh();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={TRUCKER_DASHBOARD.title} />
      <PageHeading heading={TRUCKER_DASHBOARD.heading} intro={TRUCKER_DASHBOARD.intro} />
      <StatGrid label={TRUCKER_DASHBOARD.statsLabel}>
        <MatchedLoadsStat />
        <TruckerBookingStats />
        <UnreadMessagesStat />
        <PendingContractsStat />
      </StatGrid>
      <StatGrid label={STANDING.truckerLabel}>
        <RatingStat href={paths.trucker.profile.getHref()} />
        <SpeedScoreStat role="trucker" href={paths.trucker.score.getHref()} />
        <SpeedRankStat href={paths.trucker.score.getHref()} />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <MatchedLoadsCard
            renderExpiry={(load) => <ExpiryCountdown expiresAt={load.expiresAt} />}
            renderActions={(load) => (
              <BookLoadButton
                loadId={load.id}
                rateCents={load.rateCents}
                loadNumber={load.number}
                size="sm"
                className="w-full sm:w-auto"
              />
            )}
          />
          <RateFuturesCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <LaneProfileCard />
          <RecentBookingsCard />
        </div>
      </div>
    </div>
  );
}
