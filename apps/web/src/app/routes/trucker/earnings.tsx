import { PageTitle } from '@/components/layout/page-title';
import { PAYMENTS } from '@/content/payments';
import { TruckerEarningsPanel } from '@/features/money/components/trucker-earnings-panel';
import { TruckerEarnings } from '@/features/payments/components/trucker-earnings';
import { usePayoutDefaults } from '@/features/payments/hooks/use-payout-defaults';

/** /trucker/earnings: the payout account, then paid / in escrow / pending, the weekly chart and each load. */
export function Component() {
  const { email, companyName } = usePayoutDefaults();
  return (
    <>
      <PageTitle title={PAYMENTS.earnings.title} />
      <TruckerEarnings email={email} companyName={companyName} figures={<TruckerEarningsPanel />} />
    </>
  );
}
