import type { AdminOverview } from '@haulclub/shared';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_DASHBOARD } from '@/content/admin';
import { cn } from '@/lib/cn';

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

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';
const CARD = 'flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5';

/** The dashboard's live counts; a card with a link opens the list behind its number. */
export function OverviewStatCards({ overview }: { overview: AdminOverview }) {
  return (
    <section aria-label={ADMIN_DASHBOARD.statsLabel}>
      <dl className={GRID}>
        {toStats(overview).map((stat) => (
          <div key={stat.key} className={cn(CARD, stat.href && 'relative hover:border-orange-300')}>
            <dt className="text-sm font-semibold text-muted-foreground">
              {stat.href ? (
                <Link to={stat.href} className="after:absolute after:inset-0 hover:text-foreground">
                  {stat.label}
                  <ChevronRightIcon aria-hidden="true" className="ml-0.5 inline size-4" />
                </Link>
              ) : (
                stat.label
              )}
            </dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-primary tabular-nums">
              {stat.value.toLocaleString('en-US')}
            </dd>
            {stat.detail ? <dd className="text-xs text-muted-foreground">{stat.detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OverviewStatCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className={CARD}>
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
