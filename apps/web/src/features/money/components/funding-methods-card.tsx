import type { PaymentProviderName } from '@haulclub/shared';
import { CreditCardIcon } from 'lucide-react';

import { BROKER_MONEY } from '@/content/money';

import { MoneySection } from './money-section';

const copy = BROKER_MONEY.funding;

/** What the broker can fund escrow with, as the configured provider really takes it. */
export function FundingMethodsCard({ provider }: { provider: PaymentProviderName | undefined }) {
  return (
    <MoneySection id="funding-methods" title={copy.title} description={copy.description}>
      {provider === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.loading}
        </p>
      ) : provider === 'sandbox' ? (
        <div className="flex gap-3">
          <CreditCardIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="text-sm">
            <p className="font-semibold">{copy.methods.sandbox.name}</p>
            <p className="text-muted-foreground">{copy.methods.sandbox.body}</p>
            <ul className="mt-2 flex flex-col gap-1">
              {copy.methods.sandbox.cards.map((c) => (
                <li key={c.number}>
                  <span className="font-mono tabular-nums">{c.number}</span> {c.outcome}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div className="flex gap-3">
          <CreditCardIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="text-sm">
            <p className="font-semibold">{copy.methods.stripe.name}</p>
            <p className="text-muted-foreground">{copy.methods.stripe.body}</p>
          </div>
        </div>
      )}
    </MoneySection>
  );
}
