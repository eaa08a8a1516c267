import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_DASHBOARD } from '@/content/admin';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_DASHBOARD.title} />
      <AdminDashboard />
    </>
  );
}
