import { PageTitle } from '@/components/layout/page-title';
import { PAYMENTS } from '@/content/payments';
import { TruckerEarnings } from '@/features/payments/components/trucker-earnings';
import { usePayoutDefaults } from '@/features/payments/hooks/use-payout-defaults';

/** /trucker/earnings: the payout account and (once contracts pay out) the earnings. */
export function Component() {
  const { email, companyName } = usePayoutDefaults();
  return (
    <>
      <PageTitle title={PAYMENTS.earnings.title} />
      <TruckerEarnings email={email} companyName={companyName} />
    </>
  );
}
