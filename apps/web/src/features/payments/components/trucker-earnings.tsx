import type { ReactNode } from 'react';

import { PAYMENTS } from '@/content/payments';

import { PayoutSetupCard } from './payout-setup-card';

const { earnings: copy } = PAYMENTS;

export interface TruckerEarningsProps {
  email: string;
  companyName: string;
  /** The earnings figures (paid, in escrow, pending, weekly chart, per load), composed by the route. */
  figures?: ReactNode;
}

/**
 * /trucker/earnings: the payout account first (live status, set up or
 * continue at the provider), then the earnings figures.
 */
export function TruckerEarnings({ email, companyName, figures }: TruckerEarningsProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      </div>
      <PayoutSetupCard email={email} companyName={companyName} />
      {figures}
    </div>
  );
}
