import { PAYMENTS } from '@/content/payments';

import { PayoutSetupCard } from './payout-setup-card';

/** The optional "Set up payouts" action at the end of trucker onboarding (also on /trucker/earnings). */
export function TruckerPayoutStep({ email, companyName }: { email: string; companyName: string }) {
  return (
    <section aria-label={PAYMENTS.setup.title} className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{PAYMENTS.truckerOnboarding.payoutsOptional}</p>
      <PayoutSetupCard email={email} companyName={companyName} />
    </section>
  );
}
