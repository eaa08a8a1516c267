import { ESCROW_STATUS_LABELS, formatCents, type ContractView } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL } from '@/content/contracts';

const copy = CONTRACT_DETAIL.financial;
const money = (cents: number) => formatCents(cents, { showCents: true });

/** The total and its 80/10/10 split, the viewer's own share and the escrow status. */
export function FinancialCard({ contract }: { contract: ContractView }) {
  const rows = [
    [copy.total, contract.totalCents],
    [copy.trucker, contract.truckerCents],
    [copy.broker, contract.brokerCents],
    [copy.platform, contract.platformCents],
  ] as const;
  return (
    <Card role="region" aria-labelledby="contract-financial" className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <CardTitle id="contract-financial">{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-0">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {rows.map(([label, cents]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium tabular-nums">{money(cents)}</dd>
            </div>
          ))}
          {contract.yourShareCents !== null ? (
            <div className="contents">
              <dt className="font-semibold">{copy.yourShare}</dt>
              <dd className="text-right font-semibold text-primary tabular-nums">
                {money(contract.yourShareCents)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{copy.escrow}</span>
          <Badge variant="secondary">{ESCROW_STATUS_LABELS[contract.escrowStatus]}</Badge>
        </p>
      </CardContent>
    </Card>
  );
}
