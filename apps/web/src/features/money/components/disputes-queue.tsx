import type { AdminDisputeView } from '@haulclub/shared';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { contractRef } from '@/content/contracts';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';

import { useAdminDisputes } from '../api/get-admin-disputes';
import { money, when } from '../utils/format';
import { MoneyQueryState, MoneySection } from './money-section';
import { contractColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const copy = ADMIN_MONEY.disputes;

const columns = (onResolve: (dispute: AdminDisputeView) => void): MoneyColumn<AdminDisputeView>[] => [
  contractColumn(),
  {
    head: copy.parties,
    cell: (d) => (
      <>
        {d.broker.name} / {d.trucker.name}
      </>
    ),
  },
  { head: common.total, className: 'tabular-nums', cell: (d) => money(d.totalCents) },
  {
    head: copy.reason,
    cell: (d) => (
      <>
        {d.reason}
        <span className="block text-xs text-muted-foreground">{when(d.openedAt)}</span>
      </>
    ),
  },
  {
    head: common.status,
    cell: (d) =>
      d.open ? (
        <Badge variant="destructive">{common.disputeOpen}</Badge>
      ) : (
        <Badge variant="outline">
          {copy.resolved}: {d.resolution ? ADMIN_MONEY.resolve.options[d.resolution] : ''}
        </Badge>
      ),
  },
  {
    head: copy.resolve,
    kind: 'action',
    cell: (d) =>
      d.open ? (
        <Button
          size="sm"
          aria-label={copy.resolveFor(contractRef(d.contractNumber))}
          onClick={() => onResolve(d)}
        >
          {copy.resolve}
        </Button>
      ) : null,
  },
];

/** Disputed deliveries, open first, each with Resolve (release / refund / split). */
export function DisputesQueue() {
  const disputes = useAdminDisputes();
  const [resolving, setResolving] = useState<AdminDisputeView | null>(null);
  return (
    <MoneySection id="disputes" title={copy.title} description={copy.description}>
      <MoneyQueryState query={disputes}>
        {(data) => (
          <MoneyTable
            label={copy.label}
            empty={copy.empty}
            rows={data.items}
            rowKey={(d) => d.contractId}
            columns={columns(setResolving)}
          />
        )}
      </MoneyQueryState>
      {resolving ? (
        <ResolveDisputeDialog
          dispute={resolving}
          open
          onOpenChange={(open) => {
            if (!open) setResolving(null);
          }}
        />
      ) : null}
    </MoneySection>
  );
}
