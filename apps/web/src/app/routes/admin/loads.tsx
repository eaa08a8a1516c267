import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_LOADS } from '@/content/loads';
import { AdminLoadsView } from '@/features/loads/components/admin-loads-view';

/** /admin/loads: All Loads. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={ADMIN_LOADS.title} />
      <PageHeading heading={ADMIN_LOADS.heading} intro={ADMIN_LOADS.intro} />
      <AdminLoadsView />
    </div>
  );
}
