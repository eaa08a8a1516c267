import { QueryProblem } from '@/components/ui/query-problem';
import { ADMIN_COMMON, ADMIN_DASHBOARD } from '@/content/admin';

import { useAdminOverview } from '../api/get-admin-overview';
import { useAdminLiveRefresh } from '../hooks/use-admin-live-refresh';
import { errorDetail } from '../utils/format';
import { AdminActions } from './admin-actions';
import { OverviewStatCards, OverviewStatCardsSkeleton } from './overview-stat-cards';
import { RecentActivity } from './recent-activity';

/** /admin: live counts, recent activity and shortcuts. Refreshes on every admin live event. */
export function AdminDashboard() {
  useAdminLiveRefresh();
  const { data, error, isPending, refetch } = useAdminOverview();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_DASHBOARD.heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{ADMIN_DASHBOARD.intro}</p>
      </div>
      {error && !data ? (
        <QueryProblem
          title={ADMIN_DASHBOARD.loadError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_COMMON.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {ADMIN_DASHBOARD.loading}
          </p>
          <OverviewStatCardsSkeleton />
        </div>
      ) : (
        <OverviewStatCards overview={data} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {error && !data ? null : <RecentActivity entries={data?.recentActivity} />}
        <AdminActions />
      </div>
    </div>
  );
}
