import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_USERS } from '@/content/admin';
import { UsersAdminView } from '@/features/admin/components/users-admin-view';

export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_USERS.title} />
      <UsersAdminView />
    </>
  );
}
