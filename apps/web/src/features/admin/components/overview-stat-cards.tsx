import type { AdminOverview } from '@haulclub/shared';

import { StatCard, StatCardsSkeleton, StatGrid } from '@/components/ui/stat-card';
import { ADMIN_DASHBOARD } from '@/content/admin';

const { stats } = ADMIN_DASHBOARD;

type Stat = { key: string; label: string; value: number; detail?: string; href?: string };

function toStats(overview: AdminOverview): Stat[] {
  const { usersByRole, brokersByStatus } = overview;
  return [
    { key: 'pending', ...stats.pendingApplications, value: overview.pendingApplications },
    { key: 'truckers', ...stats.truckers, value: usersByRole.trucker },
    {
      key: 'brokers',
      ...stats.brokers,
      value: usersByRole.broker,
      detail: ADMIN_DASHBOARD.brokersDetail(brokersByStatus.verified, brokersByStatus.pending),
    },
    { key: 'admins', ...stats.admins, value: usersByRole.admin },
    { key: 'suspended', ...stats.suspendedUsers, value: overview.suspendedUsers },
    { key: 'requests', ...stats.openInviteRequests, value: overview.openInviteRequests },
    { key: 'invitations', ...stats.pendingInvitations, value: overview.pendingInvitations },
  ];
}

/** The dashboard's live counts; a card with a link opens the list behind its number. */
export function OverviewStatCards({ overview }: { overview: AdminOverview }) {
  return (
    <StatGrid label={ADMIN_DASHBOARD.statsLabel}>
      {toStats(overview).map(({ key, ...stat }) => (
        <StatCard key={key} {...stat} />
      ))}
    </StatGrid>
  );
}

export function OverviewStatCardsSkeleton() {
  return <StatCardsSkeleton count={7} />;
}
