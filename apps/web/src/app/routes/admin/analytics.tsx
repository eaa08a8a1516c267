import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_ANALYTICS } from '@/content/admin-analytics';
import { AdminAnalyticsView } from '@/features/admin-analytics/components/admin-analytics-view';

/** /admin/analytics: the load board's figures over 7, 30, 90 or 365 days. */
export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_ANALYTICS.title} />
      <AdminAnalyticsView />
    </>
  );
}
