import type { AdminPayments } from '@haulclub/shared';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';
import { PAYMENTS } from '@/content/payments';

import { money } from '../utils/format';
import { MoneySection } from './money-section';
import { contractColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';

const copy = ADMIN_MONEY.reconciliation;

type Difference = AdminPayments['reconciliation']['differences'][number];

const COLUMNS: MoneyColumn<Difference>[] = [
  contractColumn(),
  { head: copy.kindHeading, cell: (d) => copy.kind[d.kind] },
  { head: copy.ledger, className: 'tabular-nums', cell: (d) => money(d.ledgerCents) },
  { head: copy.provider, className: 'tabular-nums', cell: (d) => money(d.providerCents) },
  {
    head: common.status,
    kind: 'action',
    cell: (d) => (
      <Badge
        variant={d.inFlight ? 'outline' : 'destructive'}
        title={d.inFlight ? copy.inFlightNote : undefined}
      >
        {d.inFlight ? copy.inFlight : copy.mismatch}
      </Badge>
    ),
  },
];

/** Ledger vs provider per contract: the differences, or that they agree. */
export function ReconciliationTable({
  reconciliation: r,
}: {
  reconciliation: AdminPayments['reconciliation'];
}) {
  return (
    <MoneySection
      id="reconciliation"
      title={copy.title}
      description={copy.description(PAYMENTS.providers[r.provider])}
    >
      {r.error ? (
        <Alert variant="destructive">
          <AlertDescription>
            {copy.providerError} {r.error}
          </AlertDescription>
        </Alert>
      ) : r.differences.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.none(r.contractsChecked)}
        </p>
      ) : (
        <MoneyTable
          label={copy.label}
          empty={null}
          rows={r.differences}
          rowKey={(d) => `${d.contractId}-${d.kind}`}
          columns={COLUMNS}
        />
      )}
      {r.contractsWithMoney > r.contractsChecked ? (
        <p className="text-xs text-muted-foreground">
          {copy.checked(r.contractsChecked, r.contractsWithMoney)}
        </p>
      ) : null}
    </MoneySection>
  );
}
