import { PageTitle } from '@/components/layout/page-title';
import { PAYMENTS } from '@/content/payments';
import { usePublicConfig } from '@/features/auth/api/get-public-config';
import { DefaultTermsCard } from '@/features/contracts/components/default-terms-card';
import { BrokerPaymentsPanel } from '@/features/money/components/broker-payments-panel';
import { PayoutSetupCard } from '@/features/payments/components/payout-setup-card';
import { PayoutStatusCard } from '@/features/payments/components/payout-status-card';
import { usePayoutDefaults } from '@/features/payments/hooks/use-payout-defaults';

/**
 * /broker/payments: payout readiness, the payout account set-up and the default contract terms, then
 * the funding methods, escrow per contract, payment history with receipts, refunds and the 10% payouts.
 */
export function Component() {
  const { email, companyName } = usePayoutDefaults();
  const config = usePublicConfig();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={PAYMENTS.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PAYMENTS.heading}</h1>
        <p className="mt-2 text-muted-foreground">{PAYMENTS.intro}</p>
      </div>
      <PayoutStatusCard />
      <PayoutSetupCard email={email} companyName={companyName} />
      <DefaultTermsCard />
      <BrokerPaymentsPanel provider={config.data?.paymentProvider} />
    </div>
  );
}
