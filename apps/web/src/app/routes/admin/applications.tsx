import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_APPLICATIONS } from '@/content/admin';
import { ApplicationsView } from '@/features/admin/components/applications-view';

export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_APPLICATIONS.title} />
      <ApplicationsView />
    </>
  );
}
