import type { AdminPayments } from '@haulclub/shared';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';

import { ADMIN_MONEY } from '@/content/money';

import { money } from '../utils/format';
import { MoneySection } from './money-section';

const copy = ADMIN_MONEY.ledger;

/** Whether the ledger sums to zero (with the two sums), the platform's revenue and accounts that differ. */
export function LedgerBalanceCard({ ledger }: { ledger: AdminPayments['ledger'] }) {
  const Icon = ledger.balanced ? CheckCircle2Icon : XCircleIcon;
  return (
    <MoneySection id="ledger" title={copy.title} description={copy.explain}>
      <p
        role="status"
        className={
          ledger.balanced
            ? 'flex items-center gap-2 font-semibold text-success'
            : 'flex items-center gap-2 font-semibold text-destructive'
        }
      >
        <Icon aria-hidden="true" className="size-5" />
        {ledger.balanced ? copy.balanced : copy.unbalanced}
      </p>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{copy.posted}</dt>
          <dd className="font-mono tabular-nums">{ledger.postedCents} ¢</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{copy.pending}</dt>
          <dd className="font-mono tabular-nums">{ledger.pendingCents} ¢</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{copy.revenue}</dt>
          <dd className="font-semibold tabular-nums">{money(ledger.platformRevenueCents)}</dd>
        </div>
      </dl>
      {ledger.differences.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.accountsOk}</p>
      ) : (
        <div className="text-sm">
          <p className="font-semibold text-destructive">{copy.accountsOff(ledger.differences.length)}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {ledger.differences.map((d) => (
              <li key={d.accountId} className="font-mono text-xs">
                #{d.accountId} {d.code}: {copy.stored} {d.actual.debitsPosted} / {d.actual.creditsPosted};{' '}
                {copy.expected} {d.expected.debitsPosted} / {d.expected.creditsPosted}
              </li>
            ))}
          </ul>
        </div>
      )}
    </MoneySection>
  );
}
