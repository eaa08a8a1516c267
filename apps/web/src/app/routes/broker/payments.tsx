import { PageTitle } from '@/components/layout/page-title';
import { PAYMENTS } from '@/content/payments';
import { DefaultTermsCard } from '@/features/contracts/components/default-terms-card';
import { PayoutSetupCard } from '@/features/payments/components/payout-setup-card';
import { PayoutStatusCard } from '@/features/payments/components/payout-status-card';
import { usePayoutDefaults } from '@/features/payments/hooks/use-payout-defaults';

/** /broker/payments: payout readiness, the payout account set-up and the default contract terms. */
export function Component() {
  const { email, companyName } = usePayoutDefaults();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={PAYMENTS.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PAYMENTS.heading}</h1>
        <p className="mt-2 text-muted-foreground">{PAYMENTS.intro}</p>
      </div>
      <PayoutStatusCard />
      <PayoutSetupCard email={email} companyName={companyName} />
      <DefaultTermsCard />
    </div>
  );
}
