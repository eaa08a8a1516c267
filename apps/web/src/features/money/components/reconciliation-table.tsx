import type { AdminPayments } from '@haulclub/shared';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractRef } from '@/content/contracts';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';
import { PAYMENTS } from '@/content/payments';

import { money } from '../utils/format';
import { MoneySection } from './money-section';

const copy = ADMIN_MONEY.reconciliation;

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
        <Table regionLabel={copy.label} layout="cards">
          <TableHeader>
            <TableRow>
              <TableHead>{common.contract}</TableHead>
              <TableHead>{copy.kindHeading}</TableHead>
              <TableHead>{copy.ledger}</TableHead>
              <TableHead>{copy.provider}</TableHead>
              <TableHead>
                <span className="sr-only">{common.status}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.differences.map((d) => (
              <TableRow key={`${d.contractId}-${d.kind}`}>
                <TableCell className="font-semibold">{contractRef(d.contractNumber)}</TableCell>
                <TableCell label={copy.kindHeading}>{copy.kind[d.kind]}</TableCell>
                <TableCell label={copy.ledger} className="tabular-nums">
                  {money(d.ledgerCents)}
                </TableCell>
                <TableCell label={copy.provider} className="tabular-nums">
                  {money(d.providerCents)}
                </TableCell>
                <TableCell>
                  <Badge
                    variant={d.inFlight ? 'outline' : 'destructive'}
                    title={d.inFlight ? copy.inFlightNote : undefined}
                  >
                    {d.inFlight ? copy.inFlight : copy.mismatch}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {r.contractsWithMoney > r.contractsChecked ? (
        <p className="text-xs text-muted-foreground">
          {copy.checked(r.contractsChecked, r.contractsWithMoney)}
        </p>
      ) : null}
    </MoneySection>
  );
}
