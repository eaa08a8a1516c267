import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_SETTINGS } from '@/content/admin-settings';
import { AdminSettingsView } from '@/features/admin-settings/components/admin-settings-view';

/** /admin/settings: the platform's tunable constants. */
export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_SETTINGS.title} />
      <AdminSettingsView />
    </>
  );
}
