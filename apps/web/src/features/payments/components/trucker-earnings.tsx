import { WalletIcon } from 'lucide-react';

import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PAYMENTS } from '@/content/payments';

import { PayoutSetupCard } from './payout-setup-card';

const { earnings: copy } = PAYMENTS;

export interface TruckerEarningsProps {
  email: string;
  companyName: string;
}

/**
 * /trucker/earnings: the payout account first (live status, set up or
 * continue at the provider), then the earnings, which honestly say that
 * figures come once contracts pay out.
 */
export function TruckerEarnings({ email, companyName }: TruckerEarningsProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      </div>
      <PayoutSetupCard email={email} companyName={companyName} />
      <section aria-labelledby="earnings-figures">
        <Card>
          <CardHeader>
            <CardTitle id="earnings-figures" className="flex items-center gap-2">
              <WalletIcon aria-hidden="true" className="size-5 text-primary" />
              {copy.figuresHeading}
            </CardTitle>
            <CardDescription>{copy.figuresNote}</CardDescription>
          </CardHeader>
        </Card>
      </section>
    </div>
  );
}
