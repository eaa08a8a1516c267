import { PageTitle } from '@/components/layout/page-title';
import { ADMIN_MONEY } from '@/content/money';
import { AdminPaymentsView } from '@/features/money/components/admin-payments-view';

export function Component() {
  return (
    <>
      <PageTitle title={ADMIN_MONEY.title} />
      <AdminPaymentsView />
    </>
  );
}
