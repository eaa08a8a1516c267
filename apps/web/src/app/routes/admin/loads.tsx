import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_LOADS } from '@/content/loads';
import { AdminLoadChatsDialog } from '@/features/chat/components/admin-load-chats-dialog';
import { AdminLoadsView } from '@/features/loads/components/admin-loads-view';

/** /admin/loads: All Loads, each load's chats readable from its row. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={ADMIN_LOADS.title} />
      <PageHeading heading={ADMIN_LOADS.heading} intro={ADMIN_LOADS.intro} />
      <AdminLoadsView
        renderRowAction={(load) => (load.threadCount > 0 ? <AdminLoadChatsDialog load={load} /> : null)}
      />
    </div>
  );
}
